"""The web UI: a Dash app that renders one ``Diff`` of two captures.

    >>> from tracy_diff.ui import create_app
    >>> app = create_app("baseline.tracy", "candidate.tracy")
    >>> app.run(host="127.0.0.1", port=8050)
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..errors import TracyFormatError
from .paths import file_names_only

if TYPE_CHECKING:
    from dash import Dash
    from dash.development.base_component import Component

    from .history_page import HistoryModel
    from .loads import Loads
    from .store import LoadLimits, Store, UploadLimits

SAMPLES = Path(__file__).resolve().parents[2] / "sample_captures"
DEFAULT_PAIR = ("baseline.tracy", "rope_fused_qk.tracy")
ASSETS = Path(__file__).resolve().parent / "assets"
#: Served from the assets but not among the page's scripts: assets/plotlyAfterTable.js runs it once the table is drawn.
PLOTLY_AFTER_TABLE = r"plotly-tracydiff\.min\.js$"


Paths = str | os.PathLike[str] | list[str | os.PathLike[str]]
#: The keys of each side's captures (None: no pair).
Pair = tuple[list[str] | None, list[str] | None]


def create_app(baseline: Paths | None = None, candidate: Paths | None = None,
               captures_dirs: Sequence[str | os.PathLike[str]] = (), max_upload_mb: float = 200,
               samples: str | os.PathLike[str] = SAMPLES, max_uploads: int = 20,
               max_upload_total_mb: float = 1024, load_limits: LoadLimits | None = None,
               base_url: str | None = None, history: str | None = None, max_upload_ratio: float = 64) -> Dash:
    """A Dash app comparing ``baseline`` with ``candidate`` (default: the
    shipped sample pair); each side is a capture's path or a list of them
    (runs of one build). The picker lists ``samples``, ``captures_dirs``,
    the files given and whatever is uploaded (into a temporary folder
    removed at exit, holding at most ``max_uploads`` files and
    ``max_upload_total_mb``). ``load_limits`` (``store.LoadLimits``) cap
    every capture the app reads; an upload may besides decompress to
    ``max_upload_ratio`` times its size. ``base_url``, the app's public
    address, puts a link to the view into Markdown downloads. ``history``
    (a history store's path or URL) makes the History page the first page
    (``ui/history_page.py``; an address naming two sides still opens their
    diff). Pairs are read and diffed in the background (``loads``; the
    first pair from the start), their first answers kept on disk
    (``answer_cache``). Raises TracyFormatError when a given file is missing, ValueError
    for limits that cannot hold one upload, StoreError for a history store
    that cannot be opened or is empty.
    """
    from ..service import noise_profiles
    from .answer_cache import AnswerCache, default_folder
    from .loads import Loads
    from .store import LoadLimits, UploadLimits

    limits = UploadLimits(int(max_upload_mb * 2**20), int(max_upload_total_mb * 2**20), int(max_uploads),
                          max_payload_ratio=max_upload_ratio)
    if limits.max_bytes <= 0 or limits.max_count < 1 or limits.max_total_bytes < limits.max_bytes:
        raise ValueError("upload limits must allow one upload: a positive size, a count of 1 or more "
                         "and a total no smaller than the size")
    store = _store([samples, *captures_dirs], limits, load_limits or LoadLimits())
    keys = _first_pair(store, baseline, candidate)
    loads = Loads(store, AnswerCache(default_folder()), noise_profiles())
    app_made = _first_load(loads, keys)

    from dash import Dash

    from . import callbacks, guard

    app = Dash(__name__, title="tracy-diff", update_title="", assets_folder=str(ASSETS),
               assets_ignore=PLOTLY_AFTER_TABLE, serve_locally=True, on_error=guard.callback_failed)
    guard.refuse_malformed_requests(app.server)
    _without_polyfill(app)
    # Uploads arrive base64-encoded inside a JSON callback request.
    app.server.config["MAX_CONTENT_LENGTH"] = limits.max_bytes * 4 // 3 + 2**20
    model = _history_model(history)
    if model is not None:
        app.config.suppress_callback_exceptions = True  # the two pages' components are never on one page
    app.layout = lambda: _page(store, loads, keys, limits.max_bytes, model)
    callbacks.register(app, store, loads, base_url)
    if model is not None:
        from . import history_page

        history_page.register(app, model, store)
    app.store = store  # type: ignore[attr-defined]  # the captures it lists, for callers and tests
    app_made()
    return app


#: The script tag of Babel's polyfill, which Dash puts first on every page
#: for browsers older than 2017: in current ones its core-js replaces
#: builtins (string methods among them) by slower ones, which every later
#: script then runs on (a third of a second of the page's first second).
POLYFILL_TAG = re.compile(r'<script src="[^"]*/polyfill@[^"]*"></script>\s*')


def _without_polyfill(app: Dash) -> None:
    """The page's scripts without Babel's polyfill (``POLYFILL_TAG``)."""
    plain: Callable[..., str] = app.interpolate_index

    def interpolate_index(**parts: str) -> str:
        parts["scripts"] = POLYFILL_TAG.sub("", parts.get("scripts", ""))
        return plain(**parts)

    setattr(app, "interpolate_index", interpolate_index)  # noqa: B010  (Dash's own hook, untyped)


def _first_load(loads: Loads, keys: Pair) -> Callable[[], None]:
    """Start the first pair's load as early as it helps; returns what to
    call once the app is made. A pair with no first answer on disk is read
    while the app imports dash and diffed once the app is made; one with its
    answer on disk (its page draws the table from there) is loaded once the
    app is made, as the browser connects."""
    if not (keys[0] and keys[1]):
        return lambda: None
    first = (keys[0], keys[1])
    if loads.answer(*first) is not None:
        def start() -> None:
            loads.start(*first)
        return start
    loads.hold()
    loads.start(*first)
    return loads.release


def _store(folders: list[str | os.PathLike[str]], limits: UploadLimits, load_limits: LoadLimits) -> Store:
    """The captures the app lists, with an upload folder of its own (removed at exit)."""
    from .store import Store

    upload_dir = tempfile.mkdtemp(prefix="tracy-diff-uploads-")
    atexit.register(shutil.rmtree, upload_dir, ignore_errors=True)
    store = Store(folders, upload_dir, limits, load_limits=load_limits)
    store.sources()
    return store


def _first_pair(store: Store, baseline: Paths | None, candidate: Paths | None) -> Pair:
    """The keys of the pair the page opens on: the given one, else the shipped samples (None: not there)."""
    from .store import Origin

    if baseline is not None and candidate is not None:
        return ([store.add_path(p).key for p in _paths(baseline)], [store.add_path(p).key for p in _paths(candidate)])
    by_path = {Path(s.path).name: s.key for s in store.sources() if s.origin is Origin.SAMPLE}
    b, c = ([by_path[name]] if name in by_path else None for name in DEFAULT_PAIR)
    return b, c


def _history_model(history: str | None) -> HistoryModel | None:
    """The History page's model of ``history`` (None: no History page)."""
    if history is None:
        return None
    from . import history_page

    model = history_page.HistoryModel(history)
    if not model.series_keys():
        from ..history.store import StoreError
        raise StoreError(f"{history}: the store is empty (no runs yet)")
    return model


def _paths(side: Paths) -> list[str | os.PathLike[str]]:
    return list(side) if isinstance(side, (list, tuple)) else [side]


def _page(store: Store, loads: Loads, keys: Pair, max_upload_bytes: int,
          history: HistoryModel | None = None) -> Component:
    """The page for the address the browser asked for: the History page,
    or the diff of the pair it names (else ``keys``), drawn as far as it is
    known (``views.first_view``); the load's progress while it is not."""
    from . import inputs, page, views

    wanted = inputs.url_view(_page_query())
    alert = ""
    if history is not None and not (wanted.get("baseline") and wanted.get("candidate")):
        from . import history_page
        return cast("Component", history_page.page(history))
    if wanted.get("baseline") and wanted.get("candidate"):
        try:
            keys = (store.resolve(wanted["baseline"]), store.resolve(wanted["candidate"]))
        except TracyFormatError as e:  # the default pair, and why not the link's
            alert, wanted = f"This link's view cannot be shown: {file_names_only(str(e))}", {}
    else:
        wanted = {}
    view: dict[str, dict[str, Any]] = {}
    if keys[0] and keys[1]:
        state = loads.start(keys[0], keys[1])
        if state.error and wanted:
            alert = f"This link's view cannot be shown: {state.error}"
        elif state.error:
            alert = state.error
        view = views.first_view(store, keys[0], keys[1], wanted, loads.answer(keys[0], keys[1]),
                                state.comparison) or {}
        loads.shown(keys[0], keys[1])
        view.update(page.progress_view(state.text()))
        if state.text() and "current" not in view:  # callbacks._picked: the first call waits for the diff
            view["load-wait"] = {"data": True}
    if alert:
        view["load-alert"] = {"children": alert}
    return page.page(store.sources(), keys[0], keys[1], max_upload_bytes, view)


def _page_query() -> dict[str, list[str]]:
    """The query of the page's address. Dash fetches the layout with a
    request of its own; the browser names the page in its Referer."""
    from urllib.parse import parse_qs, urlsplit

    import flask

    if not flask.has_request_context() or not flask.request.referrer:
        return {}
    return parse_qs(urlsplit(flask.request.referrer).query)


def run(baseline: Paths | None = None, candidate: Paths | None = None, host: str = "127.0.0.1",
        port: int = 8050, captures_dirs: Sequence[str | os.PathLike[str]] = (), debug: bool = False,
        max_upload_mb: float = 200, max_uploads: int = 20,
        max_upload_total_mb: float = 1024, base_url: str | None = None,
        load_limits: LoadLimits | None = None, history: str | None = None,
        max_upload_ratio: float = 64) -> None:
    """Serve the dashboard until interrupted (Ctrl-C, SIGTERM or SIGHUP); the
    upload folder is removed on the way out. ``load_limits``: see ``create_app``."""
    app = create_app(baseline, candidate, list(captures_dirs), max_upload_mb,
                     max_uploads=max_uploads, max_upload_total_mb=max_upload_total_mb, base_url=base_url,
                     load_limits=load_limits, history=history, max_upload_ratio=max_upload_ratio)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        # Python's default for SIGTERM and SIGHUP ends the process without
        # running atexit, and a process started in the background of a
        # non-interactive shell inherits SIGINT ignored: Ctrl-C would not stop it.
        signal.signal(sig, lambda signum, frame: sys.exit(0))
    app.run(host=host, port=port, debug=debug)
