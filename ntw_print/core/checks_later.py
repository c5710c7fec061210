"""Checks of loaded data that a build runs while it draws: what only laying a sheet out shows (a word
too long for its box, a sheet too big for the paper) takes a fifth of loading a game of sheets, and a
build's workers can draw meanwhile. Loading for a build collects them (`collected`); every other
command, and a build that draws in one process, runs them as the game loads. A build with a fault
among them writes nothing and reports it as loading would (build.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .errors import DataError, Fault

Check = Callable[[], list[Fault]]

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


def now_or_later(check: Check) -> list[Fault]:
    """The check's faults, or none yet when a build is collecting the checks to run while it draws."""
    checks = _COLLECTING.get()
    if checks is None:
        return check()
    checks.append(check)
    return []


def faults_of(checks: list[Check]) -> list[Fault]:
    """Every fault the collected checks find."""
    return [fault for check in checks for fault in check()]
