"""One way to check fit, one checker signature: a kind's schema holds the shape of its data only, and
whether a sheet fits the paper is found by laying it out in the kind's `problems` hook, which `check`
and `build` both meet when the file loads (at the same line, in the same words as a schema fault);
every checker of a printed file, a kind's or a component's, writes into that file's report."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from kinds_helpers import faults_of
from ntw_print.kinds import KINDS

KINDS_FOLDER = Path(__file__).parents[1] / "ntw_print" / "kinds"
LAYING_OUT = ("layout", "render", "problems", "frame_render")  # a kind's modules that lay out or draw


def _imported(path: Path) -> list[str]:
    """The module of every `from ... import` in the file, wherever the statement stands."""
    return [node.module or "" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ImportFrom)]


@pytest.mark.parametrize("schema", sorted(KINDS_FOLDER.glob("*/schema.py")), ids=lambda p: p.parent.name)
def test_a_kind_s_schema_lays_nothing_out(schema):
    """Its validators hold the data's shape; laying out would import layout code back into the schema."""
    assert [m for m in _imported(schema) if m.split(".")[-1] in LAYING_OUT] == []


WIDE_TABLE = {"kind": "table", "tables": [{"title": "Wide", "columns": ["text"] * 16,
                                           "rows": [["Extraordinarily"] * 16]}]}
LONG_TRACK = {"kind": "track", "tracks": [{"label": "T", "to": 20, "per_row": 14}]}
LONG_RULER = {"kind": "ruler", "landscape": True, "rulers": [{"label": "R", "unit": "230mm", "length": 2}]}


@pytest.mark.parametrize("data", [WIDE_TABLE, LONG_TRACK, LONG_RULER], ids=lambda d: d["kind"])
def test_a_sheet_too_big_for_the_paper_has_a_valid_shape_and_its_kind_refuses_it(data):
    kind = KINDS[data["kind"]]
    spec = kind.schema.model_validate(data)
    [(path, message)] = kind.problems(spec, None)
    assert path == () and message.startswith(("on A4 paper: ", "on LETTER paper: "))


def test_the_fault_of_a_sheet_that_does_not_fit_stands_at_the_top_of_its_file():
    faults = faults_of("kind: track\ntracks:\n  - {label: T, to: 20, per_row: 14}\n")
    assert faults == ["sheet.yaml:1:1: on A4 paper: tracks[0] 'T': 14 boxes of 16.0 mm need 224.0 mm, the column "
                      "is 190.0 mm"]


def _function(checker):
    """The function behind a kind's checker (`deferred`, named "module:function", imported when called)."""
    module, name = checker.__qualname__.split(":")
    return getattr(importlib.import_module(module), name)


def test_every_checker_takes_what_it_reads_then_the_pdf_the_options_and_the_file_report():
    from ntw_print.print.readback.duplex import check as duplex_check

    assert list(inspect.signature(duplex_check).parameters) == ["game", "pdf", "options", "report"]
    for name, kind in sorted(KINDS.items()):
        for checker in [kind.check, *(check for _, check in kind.also.values())]:
            function = _function(checker)
            assert list(inspect.signature(function).parameters)[1:] == ["pdf", "options", "report"], name
            assert inspect.signature(function).return_annotation in (None, "None"), name
