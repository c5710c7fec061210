"""Functions named before they are imported: a kind names its renderer and checker, a game's plugin
its loader and rules, as "module:function", and the module is imported only when one is called, so
that reading and checking data loads no drawing library and no game's code it does not need."""

from __future__ import annotations

import importlib
from typing import Any, Callable


def deferred(target: str) -> Callable[..., Any]:
    """The function named `"module:function"`, imported on its first call."""
    module, name = target.split(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__name__ = name
    call.__qualname__ = target
    return call
