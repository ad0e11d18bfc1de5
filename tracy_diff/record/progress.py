"""What ``tracy-diff record`` shows while it works: a bar on a terminal, a
line per capture elsewhere (a CI log), and the summary at the end."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any, TextIO

from .runner import CaptureRun
from .session import Recording


class Reporter:
    """Progress of a recording of ``builds`` builds, ``runs`` runs each (at most)."""

    def __init__(self, builds: int, runs: int, stream: TextIO) -> None:
        self.total, self.stream = builds * runs, stream
        self.bar: Any = None

    def __enter__(self) -> Reporter:
        if self.stream.isatty():
            from tqdm import tqdm
            self.bar = tqdm(total=self.total, desc="recording", unit="capture", file=self.stream,
                            dynamic_ncols=True, leave=False)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.close()

    def say(self, text: str) -> None:
        """A line of its own (above the bar, when there is one)."""
        if self.bar is not None:
            self.bar.write(text, file=self.stream)
        else:
            print(text, file=self.stream, flush=True)

    def captured(self, path: Path, run: int, build: str, made: CaptureRun) -> None:
        if self.bar is not None:
            self.bar.set_postfix_str(f"{build} run {run}")
            self.bar.update(1)
        else:
            zones = f", {made.zones:,} zones" if made.zones is not None else ""
            self.say(f"recorded {path} ({made.seconds:.1f} s{zones})")

    def diffed(self, runs: int, verdict: str, decided: bool) -> None:
        word = "decided" if decided else "not decided yet"
        self.say(f"{runs} runs a side: {verdict.upper().replace('_', ' ')} ({word})")

    def summary(self, made: Recording) -> str:
        """What was recorded, and the diff command that compares it."""
        lines = [f"{name}: {len(paths)} capture{'s' if len(paths) != 1 else ''} in {paths[0].parent}"
                 for name, paths in made.captures.items() if paths]
        if made.decided is not None:
            lines.append(f"verdict after {min(len(p) for p in made.captures.values())} runs a side: "
                         f"{(made.verdict or '').upper().replace('_', ' ')}"
                         + ("" if made.decided else " (the most runs allowed did not decide it)"))
        sides = list(made.captures.values())
        if len(sides) >= 2:
            base, cand = (" ".join(shlex.quote(str(p)) for p in side) for side in sides[:2])
            lines.append(f"compare: tracy-diff diff --baseline {base} --candidate {cand}")
        return "\n".join(lines)
