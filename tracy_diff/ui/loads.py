"""Pairs read and diffed in the background, how far each got, and their first answers.

The page never waits on a pair: ``Loads.start`` reads and diffs it in a
thread of its own (once per content: the store caches comparisons) and
says how far it got, for the page to show. The first answer
(``views.answer_of``) of each pair diffed goes to the disk cache
(``answer_cache``), from which a pair not diffed yet in this process is
drawn while it loads. The timelines' layout follows once the page was
sent the pair's first answer (``shown``): laid out at once, it held the
interpreter while that answer was made.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..diff import SIDES
from ..errors import DiffError, TracyFormatError
from .answer_cache import AnswerCache
from .answer_cache import key as cache_key
from .comparison import Comparison
from .paths import file_names_only
from .store import Keys, Store

if TYPE_CHECKING:
    from .views import Answer

#: Failed loads remembered (to say why), at most.
MAX_FAILED = 32
#: How long a diffed pair's timelines wait for the page to be sent its first answer, in seconds.
SHOWN_WAIT_S = 3.0
#: How long a read pair's diff waits for ``Loads.release`` at most, in seconds.
HOLD_MAX_S = 30.0


@dataclass(frozen=True)
class LoadState:
    """Where the load of one pair is."""

    comparison: Comparison | None = None  #: the pair, once diffed
    error: str | None = None  #: why it cannot be diffed (file names only)
    stage: str = "reading"  #: "reading" or "diffing"
    fraction: float = 0.0  #: of the stage
    seconds: float = 0.0  #: since the load started

    def text(self) -> str:
        """The progress line the page shows ("" once done or failed)."""
        if self.comparison is not None or self.error is not None:
            return ""
        what = "Reading the captures" if self.stage == "reading" else "Diffing"
        return f"{what}… {100 * self.fraction:.0f}% · {self.seconds:.1f} s"


@dataclass
class _Job:
    started: float = field(default_factory=time.monotonic)
    stage: str = "reading"
    fraction: float = 0.0
    error: str | None = None
    answer: Answer | None = None  #: from the disk cache, read as the load started
    answer_key: str = ""  #: its key (the labels are in it: the same bytes may be listed under other names)
    done: threading.Event = field(default_factory=threading.Event)  #: set once diffed or failed
    gate: threading.Event | None = None  #: the diff starts once set (``Loads.hold``)

    def report(self, stage: str, fraction: float) -> None:
        """How far the load got; the diff's first report waits for the gate (the captures are read)."""
        if stage == "diffing" and self.stage != "diffing" and self.gate is not None:
            self.gate.wait(HOLD_MAX_S)
        self.stage, self.fraction = stage, min(max(fraction, 0.0), 1.0)

    def state(self) -> LoadState:
        return LoadState(None, self.error, self.stage, self.fraction, time.monotonic() - self.started)


class Loads:
    """Background loads of the pairs the page asks for, by content."""

    def __init__(self, store: Store, cache: AnswerCache, noise_folder: Path | None = None):
        self.store = store
        self.cache = cache
        self.noise_folder = noise_folder
        self._jobs: dict[str, _Job] = {}
        self._unshown: dict[str, threading.Event] = {}  #: diffed pairs whose timelines wait for ``shown``
        self._lock = threading.Lock()
        self._gate = threading.Event()
        self._gate.set()

    def hold(self) -> None:
        """Loads started from now on read their captures, then wait for
        ``release`` (``HOLD_MAX_S`` at most) before they diff: the readers
        mostly leave the interpreter free, a diff would hold it while the
        app imports its modules."""
        self._gate.clear()

    def release(self) -> None:
        """Held loads diff now (``hold``)."""
        self._gate.set()

    def start(self, baseline: Keys, candidate: Keys) -> LoadState:
        """The pair's state, its load started unless it is diffed or loading
        already (or failed: the reason stays). A pair the store refuses (keys
        not listed, unreadable files) is an error at once."""
        comp = self.store.cached_comparison(baseline, candidate)
        if comp is not None:
            return LoadState(comp)
        try:
            token = self.store.token(baseline, candidate)
        except (TracyFormatError, OSError) as e:
            return LoadState(error=file_names_only(str(e)))
        with self._lock:
            job = self._jobs.get(token)
            if job is None:
                # Read before the diff takes the interpreter: the page asks for it next.
                key = self._key(baseline, candidate)
                job = self._jobs[token] = _Job(answer=self.cache.get(key), answer_key=key, gate=self._gate)
                threading.Thread(target=self._run, args=(job, token, baseline, candidate), daemon=True).start()
        comp = self.store.cached_comparison(baseline, candidate)  # finished since
        return LoadState(comp) if comp is not None else job.state()

    def wait(self, baseline: Keys, candidate: Keys, timeout: float) -> LoadState:
        """The pair's state (as ``start``) once its load ended (diffed, its
        first answer on disk, or failed), or after ``timeout`` seconds."""
        state = self.start(baseline, candidate)
        try:
            token = self.store.token(baseline, candidate)
        except (TracyFormatError, OSError):
            return state
        with self._lock:
            job = self._jobs.get(token)
        if job is not None:
            job.done.wait(timeout)
        return self.start(baseline, candidate)

    def shown(self, baseline: Keys, candidate: Keys) -> None:
        """The page was sent the pair's first answer: its timelines may be laid out now."""
        try:
            token = self.store.token(baseline, candidate)
        except (TracyFormatError, OSError):
            return
        with self._lock:
            event = self._unshown.get(token)
        if event is not None:
            event.set()

    def answer(self, baseline: Keys, candidate: Keys) -> Answer | None:
        """The pair's first answer: of its comparison if diffed, else from the disk cache, else None."""
        comp = self.store.cached_comparison(baseline, candidate)
        if comp is not None:
            from .views import answer_of

            return answer_of(comp)
        try:
            key = self._key(baseline, candidate)
            job = self._jobs.get(self.store.token(baseline, candidate))
            return job.answer if job is not None and job.answer_key == key else self.cache.get(key)
        except (TracyFormatError, OSError):
            return None

    def _key(self, baseline: Keys, candidate: Keys) -> str:
        sides = (self.store.side(baseline), self.store.side(candidate))
        return cache_key([self.store.token(baseline, candidate)], [[s.label for s in side] for side in sides],
                         [s.path for side in sides for s in side], self.noise_folder)

    def _run(self, job: _Job, token: str, baseline: Keys, candidate: Keys) -> None:
        try:
            comp = self.store.comparison(baseline, candidate, job.report)
            from .views import answer_of  # dash and plotly: the app imports them meanwhile

            self.cache.put(self._key(baseline, candidate), answer_of(comp))
        except (TracyFormatError, DiffError) as e:
            job.error = file_names_only(str(e))
        except Exception as e:  # a reader or analysis bug: one line, never a traceback on the page
            job.error = f"cannot diff this pair ({type(e).__name__}): {file_names_only(str(e))}"
        shown = threading.Event()
        with self._lock:
            if job.error is None:
                del self._jobs[token]  # the store has the comparison now
                self._unshown[token] = shown
            failed = [t for t, j in self._jobs.items() if j.error is not None]
            for old in failed[:-MAX_FAILED]:
                del self._jobs[old]
        job.done.set()
        if job.error is None:
            shown.wait(SHOWN_WAIT_S)
            with self._lock:
                self._unshown.pop(token, None)
            try:
                for side in SIDES:  # the timelines' layout, after the table
                    comp.tracks(side)
            except Exception:  # the timelines' own callback lays them out again and reports it
                return
