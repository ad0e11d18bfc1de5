"""Uploads into the baseline or candidate slot, the swap button, and the
pickers' labels, in a real browser."""

from __future__ import annotations

import pytest

import tracy_diff
from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import LOAD_TIMEOUT_MS
from tests.paths import SAMPLES
from tracy_diff.report import verdict_text

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
BASELINE, REGRESSED = SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy"


@pytest.fixture(scope="module")
def verdicts() -> dict[str, str]:
    """The differ's verdicts for the pair in both orders."""
    return {"forward": verdict_text(tracy_diff.diff(BASELINE, REGRESSED)).strip(),
            "reversed": verdict_text(tracy_diff.diff(REGRESSED, BASELINE)).strip()}


@pytest.fixture
def app_page(browser, tmp_path, request):
    """A page on an app started with ``request.param`` as its arguments."""
    port = free_port()
    proc = start_app(getattr(request, "param", []), port, tmp_path / "app.log")
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    page.js_errors = []
    page.on("pageerror", lambda e: page.js_errors.append(str(e)))
    page.goto(f"http://127.0.0.1:{port}")
    page.wait_for_selector("#grid .ag-center-cols-container .ag-row[row-index='0']", timeout=LOAD_TIMEOUT_MS)
    yield page
    context.close()
    stop_app(proc)


def upload(page, slot: str, path) -> None:
    page.set_input_files(f"#upload-{slot} input[type=file]", str(path))


def wait_text(page, selector: str, text: str, timeout: int = TIMEOUT) -> None:
    page.wait_for_function(
        "([s, t]) => { const e = document.querySelector(s); return e && e.innerText.trim() === t; }",
        arg=[selector, text], timeout=timeout)


def toggle(page, slot: str, name: str) -> None:
    """Pick or unpick ``name`` in the slot's picker (several captures per side)."""
    if not page.is_visible(".dash-dropdown-options"):
        page.click(f"#{slot}-pick")
    page.get_by_role("option", name=name, exact=True).click()
    page.keyboard.press("Escape")


def verdict(page) -> str:
    """The verdict's whole sentence (the banner's details)."""
    return (page.text_content("#verdict-detail") or "").strip()


def wait_verdict(page, text: str, timeout: int = TIMEOUT) -> None:
    page.wait_for_function(
        "t => { const e = document.querySelector('#verdict-detail'); return e && e.textContent.trim() === t; }",
        arg=text, timeout=timeout)


@pytest.mark.parametrize("app_page", [[str(REGRESSED), str(BASELINE)]], indirect=True)
@pytest.mark.parametrize("order", [("candidate", "baseline"), ("baseline", "candidate")])
def test_uploads_land_in_the_chosen_slots_in_either_order_and_swap_flips_them(app_page, order, verdicts):
    page = app_page
    # The app opened the pair the wrong way round: an improvement.
    assert verdict(page) == verdicts["reversed"]
    assert "IMPROVEMENT" in verdicts["reversed"] and "IMPROVEMENT" not in verdicts["forward"]
    files = {"baseline": BASELINE, "candidate": REGRESSED}
    for slot in order:
        upload(page, slot, files[slot])
        # An upload replaces its side.
        wait_text(page, f"#{slot}-pick", f"{files[slot].name} (uploaded)")
    wait_verdict(page, verdicts["forward"], LOAD_TIMEOUT_MS)
    assert "REGRESSION" in verdict(page) and "IMPROVEMENT" not in verdict(page)
    runs = page.inner_text(".td-runs")
    assert runs.index("baseline.tracy (uploaded)") < runs.index("rope_fused_qk.tracy (uploaded)")

    page.click("#swap-btn")
    wait_verdict(page, verdicts["reversed"], LOAD_TIMEOUT_MS)
    assert page.inner_text("#baseline-pick").strip() == "rope_fused_qk.tracy (uploaded)"
    assert page.inner_text("#candidate-pick").strip() == "baseline.tracy (uploaded)"
    page.click("#swap-btn")
    wait_verdict(page, verdicts["forward"], LOAD_TIMEOUT_MS)
    assert page.inner_text("#upload-alert").strip() == ""
    assert page.js_errors == []


def test_a_bad_upload_shows_an_error_and_the_app_keeps_working(app_page, tmp_path, verdicts):
    page = app_page
    assert verdict(page) == verdicts["forward"]
    bad = tmp_path / "broken.tracy"
    bad.write_bytes(b"this is not a Tracy capture\n" * 10)
    upload(page, "candidate", bad)
    page.wait_for_function("() => document.querySelector('#upload-alert').innerText.length > 0",
                           timeout=TIMEOUT)
    alert = page.inner_text("#upload-alert")
    assert "broken.tracy" in alert and "/tmp" not in alert
    assert "\n" not in alert.strip()
    assert "broken.tracy" not in page.inner_text("#candidate-pick")

    # Still answering: a good upload becomes the candidate and is diffed.
    upload(page, "candidate", SAMPLES / "baseline_run2.tracy")
    wait_text(page, "#candidate-pick", "baseline_run2.tracy (uploaded)")
    page.wait_for_function("(v) => document.querySelector('#verdict-detail').textContent.trim() !== v",
                           arg=verdicts["forward"], timeout=LOAD_TIMEOUT_MS)
    assert page.inner_text("#baseline-pick").strip() == "baseline.tracy"
    assert page.inner_text("#upload-alert").strip() == ""
    assert page.js_errors == []


@pytest.mark.parametrize("app_page", [["--max-upload-mb", "0.01"]], indirect=True)
def test_an_upload_over_the_cap_is_refused_with_a_message(app_page):
    page = app_page
    big = SAMPLES / "baseline_run2.tracy"
    assert big.stat().st_size > 0.01 * 2**20
    upload(page, "baseline", big)
    page.wait_for_function("() => document.querySelector('#upload-alert').innerText.length > 0",
                           timeout=TIMEOUT)
    assert "over the upload limit" in page.inner_text("#upload-alert")
    assert page.inner_text("#baseline-pick").strip() == "baseline.tracy"


@pytest.mark.parametrize("app_page", [[str(BASELINE), str(SAMPLES / "baseline_run2.tracy")]], indirect=True)
def test_pickers_show_file_names_in_their_own_case(app_page):
    page = app_page
    listed = sorted(p.name for p in SAMPLES.iterdir() if p.suffix == ".tracy")
    page.click("#baseline-pick")
    # The open picker's options (the checklists and radio buttons are options too).
    menu = ".dash-dropdown-options [role=option]"
    page.wait_for_selector(menu, timeout=TIMEOUT)
    options = page.eval_on_selector_all(menu, "els => els.map(e => e.innerText.trim())")
    assert sorted(options) == listed
    titles = page.eval_on_selector_all(menu + " [title]", "els => els.map(e => e.title)")
    assert str(SAMPLES / "baseline.tracy") in titles, "the full path of a local file is its tooltip"
    page.keyboard.press("Escape")
    # What the pickers show is their labels as given: nothing upper-cased
    # ("799 µs" must not become "799 ΜS").
    iteration = page.inner_text("#iter-baseline").strip()
    assert iteration.startswith("median · #") and iteration.endswith(" ms")
    transforms = page.eval_on_selector_all(
        ".td-dropdown, .td-dropdown *", "els => [...new Set(els.map(e => getComputedStyle(e).textTransform))]")
    assert transforms == ["none"]
    assert page.inner_text("#baseline-pick").strip() == "baseline.tracy"
    # Server paths at most in tooltips, never in the page's text.
    assert str(SAMPLES.parent) not in page.inner_text("body")
