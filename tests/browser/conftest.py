"""Browser tests: the real app (``python app.py``) in a subprocess on a free
localhost port, driven by Playwright through Debian's Chromium.

Without /usr/bin/chromium the tests skip, unless TRACY_DIFF_REQUIRE_BROWSER=1
(CI) makes them fail. No browser is ever downloaded.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import CHROMIUM, CHROMIUM_ARGS, need_browser, open_page
from tests.paths import SAMPLES

DEFAULT_PAIR = ("baseline.tracy", "rope_fused_qk.tracy")


@pytest.fixture(scope="session")
def sample_pair() -> tuple[Path, Path]:
    paths = tuple(SAMPLES / name for name in DEFAULT_PAIR)
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        pytest.fail(f"sample captures missing: {', '.join(missing)}")
    return paths


@pytest.fixture(scope="session")
def app_url(sample_pair, tmp_path_factory) -> str:
    """The app started with no arguments (it opens the shipped sample pair)."""
    need_browser()
    port = free_port()
    proc = start_app([], port, tmp_path_factory.mktemp("app") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


@pytest.fixture(scope="session")
def browser():
    need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, app_url):
    """A fresh page on the app, its table filled."""
    context, page = open_page(browser, app_url)
    yield page
    context.close()


@pytest.fixture(scope="session")
def sample_diff(sample_pair):
    """The differ's own answer for the sample pair, to compare the page with."""
    import tracy_diff

    return tracy_diff.diff(*sample_pair)


@pytest.fixture(autouse=True)
def _no_noise_profile(monkeypatch: pytest.MonkeyPatch) -> None:
    """The diffs a browser test computes itself read and learn no noise profile, as the app it drives."""
    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", "off")
