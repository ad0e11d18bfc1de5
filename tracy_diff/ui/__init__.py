"""The web UI: a Dash app that renders one ``Diff`` of two captures.

    >>> from tracy_diff.ui import create_app
    >>> app = create_app("baseline.tracy", "candidate.tracy")
    >>> app.run(host="127.0.0.1", port=8050)
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import threading
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[2] / "sample_captures"
DEFAULT_PAIR = ("baseline.tracy", "rope_fused_qk.tracy")
ASSETS = Path(__file__).resolve().parent / "assets"


def create_app(baseline: str | os.PathLike | None = None, candidate: str | os.PathLike | None = None,
               captures_dirs: list[str | os.PathLike] = (), max_upload_mb: float = 200,
               samples: str | os.PathLike = SAMPLES):
    """A Dash app comparing ``baseline`` with ``candidate`` (default: the
    shipped sample pair). The picker lists ``samples``, ``captures_dirs``,
    the two files given and whatever is uploaded (into a temporary folder
    removed at exit). Raises TracyFormatError when a given file is missing.
    """
    from dash import Dash

    from . import callbacks, layout
    from .store import Store

    max_bytes = int(max_upload_mb * 2**20)
    upload_dir = tempfile.mkdtemp(prefix="tracy-diff-uploads-")
    atexit.register(shutil.rmtree, upload_dir, ignore_errors=True)
    store = Store([samples, *captures_dirs], upload_dir, max_bytes)
    store.sources()

    if baseline is not None and candidate is not None:
        keys = (store.add_path(baseline).key, store.add_path(candidate).key)
    else:
        by_path = {Path(s.path).name: s.key for s in store.sources() if s.origin == "sample"}
        keys = tuple(by_path.get(name) for name in DEFAULT_PAIR)

    if all(keys):
        threading.Thread(target=_warm_up, args=(store, *keys), daemon=True).start()

    app = Dash(__name__, title="tracy-diff", update_title=None, assets_folder=str(ASSETS),
               serve_locally=True)
    # Uploads arrive base64-encoded inside a JSON callback request.
    app.server.config["MAX_CONTENT_LENGTH"] = max_bytes * 4 // 3 + 2**20
    # A page opened once the first pair is diffed comes with it drawn.
    app.layout = lambda: layout.page(store.sources(), keys[0], keys[1], max_bytes,
                                     callbacks.first_view(store, *keys))
    callbacks.register(app, store)
    app.store = store
    return app


def _warm_up(store, baseline: str, candidate: str) -> None:
    """Parse and diff the first pair while the browser is still connecting."""
    try:
        comparison = store.comparison(baseline, candidate)
        for side in ("baseline", "candidate"):
            comparison.tracks(side)
    except Exception:  # the page shows the error when it asks for the pair
        pass


def run(baseline=None, candidate=None, host: str = "127.0.0.1", port: int = 8050,
        captures_dirs=(), debug: bool = False, max_upload_mb: float = 200) -> None:
    """Serve the dashboard until interrupted."""
    app = create_app(baseline, candidate, list(captures_dirs), max_upload_mb)
    app.run(host=host, port=port, debug=debug)
