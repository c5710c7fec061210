"""A model's fields of which exactly one (or at most one) is given: one check, one way of saying so."""

from collections.abc import Mapping

from pydantic import BaseModel


def exactly_one(model: BaseModel, *names: str, what: str, notes: Mapping[str, str] | None = None,
                at_most: bool = False) -> None:
    """Raise a ValueError unless exactly one of the fields `names` of `model` is given (not None); with
    `at_most`, none may be given too. The message reads "{what} one of a, b or c; this one gives a and b",
    each name followed by its note in brackets where `notes` has one."""
    given = [name for name in names if getattr(model, name) is not None]
    if len(given) == 1 or (at_most and not given):
        return
    listed = [f"{name} ({notes[name]})" if notes and name in notes else name for name in names]
    choices = f"{', '.join(listed[:-1])} or {listed[-1]}"
    gives = "none" if not given else f"{', '.join(given[:-1])} and {given[-1]}"
    raise ValueError(f"{what} {'at most ' if at_most else ''}one of {choices}; this one gives {gives}")
