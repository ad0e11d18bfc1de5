"""The two sides of a diff, and a value held once per side (``Pair``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from ..choice import Choice

T = TypeVar("T")
U = TypeVar("U")


class Side(Choice):
    """The two sides of a diff."""

    BASELINE = "baseline"
    CANDIDATE = "candidate"

    @property
    def position(self) -> int:
        """0 for the baseline, 1 for the candidate (array positions; not
        ``index``, which would hide ``str.index``)."""
        return 0 if self is Side.BASELINE else 1

    @property
    def other(self) -> Side:
        return Side.CANDIDATE if self is Side.BASELINE else Side.BASELINE


#: The sides in their order (baseline first).
SIDES = (Side.BASELINE, Side.CANDIDATE)


@dataclass(frozen=True)
class Pair(Generic[T]):
    """Something that exists once per side: ``pair.baseline``,
    ``pair[Side.CANDIDATE]`` (or ``pair["candidate"]``); iterates baseline first."""

    baseline: T
    candidate: T

    def __getitem__(self, side: Side | str) -> T:
        return self.baseline if Side(side) is Side.BASELINE else self.candidate

    def __iter__(self) -> Iterator[T]:
        return iter((self.baseline, self.candidate))

    def items(self) -> list[tuple[Side, T]]:
        return [(Side.BASELINE, self.baseline), (Side.CANDIDATE, self.candidate)]

    def map(self, f: Callable[[T], U]) -> Pair[U]:
        return Pair(f(self.baseline), f(self.candidate))

    @staticmethod
    def of(f: Callable[[Side], U]) -> Pair[U]:
        """``Pair(f(Side.BASELINE), f(Side.CANDIDATE))``."""
        return Pair(f(Side.BASELINE), f(Side.CANDIDATE))
