"""What a function worked out for the last few objects it was given, by their identity: a board's plan
and its lookups are asked for by every sheet, tiled page and window drawn of it, and are the same for
the same plan. Only for arguments that are not changed after the call (a checked spec, a plan)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def remember_last(size: int) -> Callable[[F], F]:
    """The function's results for the last `size` calls with other arguments (positional only; the
    same objects, `is`: two equal specs are planned apart). The arguments are held with the result,
    so that no other object can take their id while it is remembered."""

    def wrap(function: F) -> F:
        recent: list[tuple[tuple[Any, ...], Any]] = []

        @functools.wraps(function)
        def remembered(*args: Any) -> Any:
            for known, result in recent:
                if len(known) == len(args) and all(a is b for a, b in zip(known, args)):
                    return result
            result = function(*args)
            recent[:] = [(args, result)] + recent[:size - 1]
            return result

        return remembered  # type: ignore[return-value]

    return wrap
