"""What the server answers when a callback request cannot be served: a
message in the page or a 4xx, never an HTTP 500.

Callbacks check their inputs and answer bad ones themselves; this is the
net under them. A callback that raises puts one line into the page's alert
(its traceback goes to the server log); a request Dash itself cannot
dispatch (unknown output, inputs that do not match the callback, a body
that is not a callback request) gets a 400.
"""

from __future__ import annotations

import logging

from dash import set_props
from flask import Flask, request
from werkzeug.exceptions import HTTPException

from ..errors import DiffError, TracyFormatError
from .paths import file_names_only

log = logging.getLogger("tracy_diff.ui")

#: Where a failed callback's message is shown.
ALERT = "load-alert"


def callback_failed(error: Exception) -> None:
    """Dash's ``on_error``: show one line in the page; outputs stay as they are."""
    if isinstance(error, (TracyFormatError, DiffError)):
        message = file_names_only(str(error).splitlines()[0]) if str(error) else type(error).__name__
    else:
        log.exception("callback failed", exc_info=error)
        message = (f"The server could not answer this request ({type(error).__name__}); "
                   "the details are in its log.")
    set_props(ALERT, {"children": message})


def refuse_malformed_requests(server: Flask) -> None:
    """Answer 400 to callback requests that are not shaped as Dash's page
    sends them, and to those Dash fails on before (or after) running a
    callback, instead of Flask's 500."""

    @server.before_request
    def _check_shape() -> tuple[str, int] | None:
        if request.method == "POST" and request.path.endswith("/_dash-update-component"):
            if not well_formed(request.get_json(silent=True)):
                return "malformed callback request", 400
        return None

    @server.errorhandler(Exception)
    def _refuse(error: Exception) -> HTTPException | tuple[str, int]:
        if isinstance(error, HTTPException):
            return error
        if request.path.endswith("/_dash-update-component"):
            log.warning("refused a callback request: %s: %s", type(error).__name__, error)
            return "malformed callback request", 400
        log.exception("request failed", exc_info=error)
        return "internal server error", 500


def well_formed(body: object) -> bool:
    """Whether ``body`` has the shape of a callback request: an output name,
    lists of {id, property} inputs and states, changed properties as names."""
    if not isinstance(body, dict) or not isinstance(body.get("output"), str):
        return False
    changed = body.get("changedPropIds", [])
    return (_dependencies(body.get("inputs", [])) and _dependencies(body.get("state", []))
            and isinstance(changed, list) and all(isinstance(p, str) for p in changed))


def _dependencies(items: object) -> bool:
    def one(d: object) -> bool:
        return isinstance(d, dict) and isinstance(d.get("id"), (str, dict)) and isinstance(d.get("property"), str)

    # A pattern-matching (ALL) dependency is a list of them.
    return isinstance(items, list) and all(one(d) or (isinstance(d, list) and all(map(one, d))) for d in items)
