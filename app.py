#!/usr/bin/env python3
"""tracy-diff's web UI: ``python app.py [BASELINE CANDIDATE]`` or
``python app.py --baseline A1 A2 ... --candidate B1 B2 ...`` (several runs per side),
``python app.py --history STORE`` (the History page of a history store).

With no captures it opens the shipped sample pair
(sample_captures/baseline.tracy vs sample_captures/rope_fused_qk.tracy).
"""

from __future__ import annotations

import argparse
import os
import sys


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="app.py", description="Serve the tracy-diff dashboard for two Tracy captures.")
    p.add_argument("captures", nargs="*", metavar="BASELINE CANDIDATE",
                   help="the pair to open first (default: the shipped sample pair)")
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
    p.add_argument("--max-payload-mb", type=float, default=4096, metavar="N",
                   help="largest decompressed capture the app reads, in MB (default 4096)")
    p.add_argument("--max-zones", type=int, default=50_000_000, metavar="N",
                   help="most CPU and GPU zones in a capture the app reads (default 50,000,000)")
    p.add_argument("--max-upload-ratio", type=float, default=64, metavar="R",
                   help="an upload may decompress to R times its size, and to 16 MB at least; real captures "
                        "compress 3-6 times (default 64)")
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if len(args.captures) not in (0, 2):
        parser.error("give both BASELINE and CANDIDATE, or neither")
    if (args.baseline is None) != (args.candidate is None) or (args.baseline and args.captures):
        parser.error("give --baseline and --candidate together, and not with BASELINE CANDIDATE")
    sides = (args.baseline, args.candidate) if args.baseline else (args.captures or (None, None))
    if not (0 < args.max_upload_mb <= args.max_upload_total_mb) or args.max_uploads < 1:
        parser.error("--max-upload-mb must be positive and at most --max-upload-total-mb, "
                     "and --max-uploads at least 1")
    if args.max_payload_mb <= 0 or args.max_zones < 1 or not args.max_upload_ratio > 0:
        parser.error("--max-payload-mb and --max-upload-ratio must be positive and --max-zones at least 1")
    if args.base_url is not None and not args.base_url.startswith(("http://", "https://")):
        parser.error(f"--base-url {args.base_url}: give an http:// or https:// address")
    for folder in args.captures_dir:
        if not os.path.isdir(folder):
            parser.error(f"--captures-dir {folder}: not a directory")
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"app.py: warning: serving on {args.host}: anyone who can reach port {args.port} "
              "can open the listed captures and upload files (there is no login)", file=sys.stderr)
    from tracy_diff.errors import DiffError, TracyFormatError
    from tracy_diff.ui import run
    from tracy_diff.ui.store import LoadLimits

    try:
        run(*sides, host=args.host, port=args.port,
            captures_dirs=args.captures_dir, debug=args.debug, max_upload_mb=args.max_upload_mb,
            max_uploads=args.max_uploads, max_upload_total_mb=args.max_upload_total_mb,
            base_url=args.base_url, max_upload_ratio=args.max_upload_ratio,
            load_limits=LoadLimits(max_payload_bytes=int(args.max_payload_mb * 2**20), max_zones=args.max_zones),
            history=args.history)
    except (TracyFormatError, DiffError) as e:
        print(f"app.py: error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
