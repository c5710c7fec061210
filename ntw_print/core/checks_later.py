"""Checks of loaded data that a build runs as it draws: what only laying a sheet out shows (a word too
long for its box, a sheet too big for the paper) takes a fifth of loading a game of sheets, and a
build's workers can do it for the files they draw, each check with the file that reads its data.
Loading for a build collects them (`collected`); every other command runs them as the game loads. A
build with a fault among them writes nothing and reports every fault as loading would (build.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .errors import DataError, Fault


@dataclass(frozen=True)
class Check:
    about: str  # the data it checks, as an output's inputs name it: a file ("counters.yaml") or a folder ("scenarios/")
    run: Callable[[], list[Fault]]


_COLLECTING: ContextVar[list[Check] | None] = ContextVar("checks_later", default=None)


@contextmanager
def collected() -> Iterator[list[Check]]:
    """While inside, the checks `now_or_later` is given are kept in the list it yields, not run. A load
    that fails inside runs those it was given, so that its DataError lists every fault, as it would have."""
    checks: list[Check] = []
    token = _COLLECTING.set(checks)
    try:
        yield checks
    except DataError as exc:
        raise DataError(exc.faults + faults_of(checks)) from None
    finally:
        _COLLECTING.reset(token)


def now_or_later(about: str, check: Callable[[], list[Fault]]) -> list[Fault]:
    """The check's faults, or none yet when a build is collecting the checks to run as it draws."""
    checks = _COLLECTING.get()
    if checks is None:
        return check()
    checks.append(Check(about, check))
    return []


def faults_of(checks: Sequence[Check]) -> list[Fault]:
    """Every fault the checks find."""
    return [fault for check in checks for fault in check.run()]


def reads(inputs: Sequence[str], check: Check) -> bool:
    """Whether an output made from `inputs` (its recipe's selectors: `units.yaml#units[].name`, `boards/`)
    reads the data `check` is about."""
    return any(selector.split("#", 1)[0] == check.about for selector in inputs)
