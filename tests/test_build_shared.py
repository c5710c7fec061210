"""What several files of a build draw from (a board's plan) is worked out once, in the process that starts
the workers, and only when two or more of the files to draw share it."""

from __future__ import annotations

from ntw_print.app.build import _shared_by_several
from ntw_print.print.components import Component


def component(name: str, shared: str | None) -> Component:
    return Component(name, name, "module:function", (), shared=shared)


def test_a_shared_part_named_by_two_files_is_prepared_once():
    files = [component("a", "boards"), component("b", None), component("c", "boards"), component("d", "faces")]
    assert [c.name for c in _shared_by_several(files)] == ["a"]  # "faces" is one file's only: it works it out
