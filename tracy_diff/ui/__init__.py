"""The web UI: a Dash app that renders one ``Diff`` of two captures.

    >>> from tracy_diff.ui import create_app
    >>> app = create_app("baseline.tracy", "candidate.tracy")
    >>> app.run(host="127.0.0.1", port=8050)
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .store import LoadLimits

SAMPLES = Path(__file__).resolve().parents[2] / "sample_captures"
DEFAULT_PAIR = ("baseline.tracy", "rope_fused_qk.tracy")
ASSETS = Path(__file__).resolve().parent / "assets"


Paths = str | os.PathLike | list[str | os.PathLike]


def create_app(baseline: Paths | None = None, candidate: Paths | None = None,
               captures_dirs: Sequence[str | os.PathLike[str]] = (), max_upload_mb: float = 200,
               samples: str | os.PathLike = SAMPLES, max_uploads: int = 20,
               max_upload_total_mb: float = 1024, load_limits: LoadLimits | None = None,
               base_url: str | None = None, history: str | None = None, max_upload_ratio: float = 64):
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
    diff). Raises TracyFormatError when a given file is missing, ValueError
    for limits that cannot hold one upload, StoreError for a history store
    that cannot be opened or is empty.
    """
    from dash import Dash

    from . import callbacks, guard
    from .store import LoadLimits, Origin, Store, UploadLimits

    limits = UploadLimits(int(max_upload_mb * 2**20), int(max_upload_total_mb * 2**20), int(max_uploads),
                          max_payload_ratio=max_upload_ratio)
    if limits.max_bytes <= 0 or limits.max_count < 1 or limits.max_total_bytes < limits.max_bytes:
        raise ValueError("upload limits must allow one upload: a positive size, a count of 1 or more "
                         "and a total no smaller than the size")
    upload_dir = tempfile.mkdtemp(prefix="tracy-diff-uploads-")
    atexit.register(shutil.rmtree, upload_dir, ignore_errors=True)
    store = Store([samples, *captures_dirs], upload_dir, limits, load_limits=load_limits or LoadLimits())
    store.sources()

    keys: tuple[list[str] | None, ...]
    if baseline is not None and candidate is not None:
        keys = tuple([store.add_path(p).key for p in _paths(side)] for side in (baseline, candidate))
    else:
        by_path = {Path(s.path).name: s.key for s in store.sources() if s.origin is Origin.SAMPLE}
        keys = tuple([by_path[name]] if name in by_path else None for name in DEFAULT_PAIR)

    if all(keys):
        threading.Thread(target=_warm_up, args=(store, *keys), daemon=True).start()

    app = Dash(__name__, title="tracy-diff", update_title="", assets_folder=str(ASSETS),
               serve_locally=True, on_error=guard.callback_failed)
    guard.refuse_malformed_requests(app.server)
    # Uploads arrive base64-encoded inside a JSON callback request.
    app.server.config["MAX_CONTENT_LENGTH"] = limits.max_bytes * 4 // 3 + 2**20
    # A page opened once the first pair is diffed comes with it drawn; an
    # address naming a view (see inputs.url_view) opens that view.
    model = None
    if history is not None:
        from . import history_page

        model = history_page.HistoryModel(history)
        if not model.series_keys():
            from ..history.store import StoreError
            raise StoreError(f"{history}: the store is empty (no runs yet)")
        app.config.suppress_callback_exceptions = True  # the two pages' components are never on one page
    app.layout = lambda: _page(store, keys, limits.max_bytes, model)
    callbacks.register(app, store, base_url)
    if model is not None:
        history_page.register(app, model, store)
    app.store = store  # type: ignore[attr-defined]  # the captures it lists, for callers and tests
    return app


def _paths(side: Paths) -> list:
    return list(side) if isinstance(side, (list, tuple)) else [side]


def _page(store, keys: tuple, max_upload_bytes: int, history=None):
    from ..errors import DiffError, TracyFormatError
    from . import inputs, page, views
    from .paths import file_names_only

    wanted = inputs.url_view(_page_query())
    alert = ""
    if history is not None and not (wanted.get("baseline") and wanted.get("candidate")):
        from . import history_page
        return history_page.page(history)
    if wanted.get("baseline") and wanted.get("candidate"):
        try:
            pair = (store.resolve(wanted["baseline"]), store.resolve(wanted["candidate"]))
            store.comparison(*pair)  # a shared link: diff its pair now, to draw the view it names
            keys = pair
        except (TracyFormatError, DiffError) as e:  # the default pair, and why not the link's
            alert = f"This link's view cannot be shown: {file_names_only(str(e))}"
            wanted = {}
    else:
        wanted = {}
    view = views.first_view(store, keys[0], keys[1], wanted) or {}
    if alert:
        view["load-alert"] = {"children": alert}
    return page.page(store.sources(), keys[0], keys[1], max_upload_bytes, view)


def _page_query() -> dict:
    """The query of the page's address. Dash fetches the layout with a
    request of its own; the browser names the page in its Referer."""
    from urllib.parse import parse_qs, urlsplit

    import flask

    if not flask.has_request_context() or not flask.request.referrer:
        return {}
    return parse_qs(urlsplit(flask.request.referrer).query)


def _warm_up(store, baseline: str, candidate: str) -> None:
    """Parse and diff the first pair while the browser is still connecting."""
    try:
        comparison = store.comparison(baseline, candidate)
        for side in ("baseline", "candidate"):
            comparison.tracks(side)
    except Exception:  # the page shows the error when it asks for the pair
        pass


def run(baseline=None, candidate=None, host: str = "127.0.0.1", port: int = 8050,
        captures_dirs=(), debug: bool = False, max_upload_mb: float = 200, max_uploads: int = 20,
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
