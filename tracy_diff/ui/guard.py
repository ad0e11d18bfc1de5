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

log = logging.getLogger("tracy_diff.ui")

#: Where a failed callback's message is shown.
ALERT = "load-alert"


def callback_failed(error: Exception) -> None:
    """Dash's ``on_error``: show one line in the page; outputs stay as they are."""
    if isinstance(error, (TracyFormatError, DiffError)):
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
    else:
        log.exception("callback failed", exc_info=error)
        message = (f"The server could not answer this request ({type(error).__name__}); "
                   "the details are in its log.")
    set_props(ALERT, {"children": message})


def refuse_malformed_requests(server: Flask) -> None:
    """Answer 400 to callback requests Dash fails on before (or after)
    running a callback, instead of Flask's 500."""

    @server.errorhandler(Exception)
    def _refuse(error: Exception):
        if isinstance(error, HTTPException):
            return error
        if request.path.endswith("/_dash-update-component"):
            log.warning("refused a callback request: %s: %s", type(error).__name__, error)
            return "malformed callback request", 400
        log.exception("request failed", exc_info=error)
        return "internal server error", 500
