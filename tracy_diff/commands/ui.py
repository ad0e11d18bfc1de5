"""``tracy-diff ui [BASELINE CANDIDATE] [--history STORE]``: serve the
dashboard (``tracy_diff.ui``) on 127.0.0.1 until interrupted.

``app.py`` in the repository is this command under another name
(``python app.py ...``); ``main`` is its entry point.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..errors import DiffError, TracyFormatError
from . import Command
from .common import MAX_PAYLOAD_MB, MAX_ZONES, missing_extra

EPILOG = """examples:
  tracy-diff ui                                   the sample pair, when run from the repository
  tracy-diff ui baseline.tracy candidate.tracy
  tracy-diff ui --baseline a1.tracy a2.tracy --candidate b1.tracy b2.tracy
  tracy-diff ui --history STORE                   the History page of a store
  tracy-diff ui --captures-dir captures/ --port 8051

Needs the 'ui' extra: pip install 'tracy-diff[ui]'."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("captures", nargs="*", metavar="BASELINE CANDIDATE",
                   help="the pair to open first (default: the sample pair, when there)")
    p.add_argument("--baseline", nargs="+", metavar="CAPTURE",
                   help="open several captures (runs of one build) as the baseline; with --candidate")
    p.add_argument("--candidate", nargs="+", metavar="CAPTURE",
                   help="open several captures (runs of one build) as the candidate; with --baseline")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8050, help="port (default 8050)")
    p.add_argument("--captures-dir", action="append", default=[], metavar="DIR",
                   help="also list the captures in DIR in the picker (repeatable)")
    p.add_argument("--base-url", metavar="URL",
                   help="the app's public address (e.g. https://host:8050): Markdown downloads then "
                        "carry a link to the view shown")
    p.add_argument("--history", metavar="STORE",
                   help="open the History page of a history store (tracy-diff history add ...) first")
    p.add_argument("--debug", action="store_true", help="Dash debug mode (never on a shared host)")
    p.add_argument("--max-upload-mb", type=float, default=200, metavar="N",
                   help="largest upload accepted, in MB (default 200)")
    p.add_argument("--max-uploads", type=int, default=20, metavar="N",
                   help="uploads kept at once; the least recently used goes first (default 20)")
    p.add_argument("--max-upload-total-mb", type=float, default=1024, metavar="N",
                   help="total size of the uploads kept, in MB (default 1024)")
    p.add_argument("--max-payload-mb", type=float, default=MAX_PAYLOAD_MB, metavar="N",
                   help=f"largest decompressed capture the app reads, in MB (default {MAX_PAYLOAD_MB})")
    p.add_argument("--max-zones", type=int, default=MAX_ZONES, metavar="N",
                   help=f"most CPU and GPU zones in a capture the app reads (default {MAX_ZONES:,})")
    p.add_argument("--max-upload-ratio", type=float, default=64, metavar="R",
                   help="an upload may decompress to R times its size, and to 16 MB at least; real captures "
                        "compress 3-6 times (default 64)")


def check(args: argparse.Namespace) -> None:
    """Refuse options that cannot work together (DiffError, one line)."""
    if len(args.captures) not in (0, 2):
        raise DiffError("give both BASELINE and CANDIDATE, or neither")
    if (args.baseline is None) != (args.candidate is None) or (args.baseline and args.captures):
        raise DiffError("give --baseline and --candidate together, and not with BASELINE CANDIDATE")
    if not (0 < args.max_upload_mb <= args.max_upload_total_mb) or args.max_uploads < 1:
        raise DiffError("--max-upload-mb must be positive and at most --max-upload-total-mb, "
                        "and --max-uploads at least 1")
    if args.max_payload_mb <= 0 or args.max_zones < 1 or not args.max_upload_ratio > 0:
        raise DiffError("--max-payload-mb and --max-upload-ratio must be positive and --max-zones at least 1")
    if args.base_url is not None and not args.base_url.startswith(("http://", "https://")):
        raise DiffError(f"--base-url {args.base_url}: give an http:// or https:// address")
    for folder in args.captures_dir:
        if not os.path.isdir(folder):
            raise DiffError(f"--captures-dir {folder}: not a directory")


def run(args: argparse.Namespace, prog: str = "tracy-diff") -> int:
    """Serve until interrupted; 0 when stopped."""
    check(args)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"{prog}: warning: serving on {args.host}: anyone who can reach port {args.port} "
              "can open the listed captures and upload files (there is no login)", file=sys.stderr)
    from ..ui import run as serve
    from ..ui.store import LoadLimits

    baseline, candidate = (args.baseline, args.candidate) if args.baseline else (args.captures or (None, None))
    serve(baseline, candidate, host=args.host, port=args.port, captures_dirs=args.captures_dir, debug=args.debug,
          max_upload_mb=args.max_upload_mb, max_uploads=args.max_uploads,
          max_upload_total_mb=args.max_upload_total_mb, base_url=args.base_url,
          max_upload_ratio=args.max_upload_ratio, history=args.history,
          load_limits=LoadLimits(max_payload_bytes=int(args.max_payload_mb * 2**20), max_zones=args.max_zones))
    return 0


def build_parser(prog: str = "app.py") -> argparse.ArgumentParser:
    """The command's options on a parser of their own (``app.py``'s)."""
    p = argparse.ArgumentParser(prog=prog, description="Serve the tracy-diff dashboard for two Tracy captures.",
                                epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(p)
    return p


def main(argv: list[str] | None = None, prog: str = "app.py") -> int:
    """``app.py``'s entry point: usage errors exit 2 with the usage (SystemExit),
    unreadable input returns 2 after one line on stderr."""
    from ..entry import prepare_process, warn_if_slow

    prepare_process()
    parser = build_parser(prog)
    args = parser.parse_intermixed_args(argv)
    try:
        check(args)
    except DiffError as e:
        parser.error(str(e))
    warn_if_slow()
    try:
        return run(args, prog)
    except (TracyFormatError, DiffError) as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
    except ModuleNotFoundError as e:
        if missing_extra(e) is None:
            raise
        print(f"{prog}: error: {missing_extra(e)}", file=sys.stderr)
    return 2


COMMAND = Command("ui", "serve the dashboard (a diff in the browser, the History page)", add_arguments, run,
                  epilog=EPILOG)
