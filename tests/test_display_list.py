"""The display list: the things a layout places (print/layout/display.py) are one set of types, each
drawn by one function (print/render/display.py) at the place its frame stands; no kind keeps a type
of its own for a line of text."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ntw_print.print.layout.display import Arc, Disc, Rule, Ruled, Shape, Words
from ntw_print.print.layout.sheet import Box
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.render.display import (draw_arc, draw_disc, draw_rule, draw_ruled, draw_shape,
                                            draw_words)
from ntw_print.print.render.pdf import Page, measure, render_pages

PACKAGE = Path(__file__).parents[1] / "ntw_print"
FRAME = (40.0, 150.0)  # where the frame's origin stands on the page


def _read_back(tmp_path: Path, draw) -> object:
    target = tmp_path / "display.pdf"
    render_pages([Page(210.0, 297.0, draw, scale_bar=None)], target, "display list")
    return read_pdf(target).pages[0]


def test_words_are_drawn_at_their_anchor_in_their_frame(tmp_path):
    placed = [Words("start", 0.0, -10.0, 10.0, anchor="start"), Words("middle", 30.0, -20.0, 10.0, bold=True),
              Words("end", 60.0, -30.0, 8.0, anchor="end", colour="#cc0000")]

    def draw(canvas):
        for words in placed:
            draw_words(canvas, words, FRAME)

    runs = {run.text: run for run in _read_back(tmp_path, draw).texts}
    for words in placed:
        run = runs[words.text]
        width = measure(words.text, words.size, words.bold)
        left = FRAME[0] + words.x - {"start": 0.0, "middle": width / 2, "end": width}[words.anchor]
        assert run.x == pytest.approx(left, abs=0.05) and run.y == pytest.approx(FRAME[1] + words.y, abs=0.05)
        assert run.size_pt == pytest.approx(words.size) and ("Bold" in run.font) == words.bold


def test_turned_words_are_set_in_a_frame_of_their_own_about_their_anchor(tmp_path):
    """Words along a ring: turned about (x, y), their anchor there, read back at their angle."""
    turned = Words("turned", 20.0, -40.0, 10.0, anchor="start", rotation=90.0)
    straight = Words("straight", 20.0, -60.0, 10.0, anchor="start", rotation=0.0)

    def draw(canvas):
        draw_words(canvas, turned, FRAME)
        draw_words(canvas, straight, FRAME)

    runs = {run.text: run for run in _read_back(tmp_path, draw).texts}
    assert runs["turned"].angle == pytest.approx(90.0)
    assert (runs["turned"].x, runs["turned"].y) == (pytest.approx(FRAME[0] + 20.0, abs=0.05),
                                                    pytest.approx(FRAME[1] - 40.0, abs=0.05))
    assert runs["straight"].angle == pytest.approx(0.0)
    assert (runs["straight"].x, runs["straight"].y) == (pytest.approx(FRAME[0] + 20.0, abs=0.05),
                                                        pytest.approx(FRAME[1] - 60.0, abs=0.05))


def test_each_shape_is_drawn_where_its_frame_stands(tmp_path):
    def draw(canvas):
        draw_ruled(canvas, Ruled(Box(0.0, -20.0, 30.0, 10.0), fill="#00aa00", stroke=None), FRAME)
        draw_rule(canvas, Rule((0.0, -40.0), (50.0, -40.0), width=0.5), FRAME)
        draw_disc(canvas, Disc((80.0, -60.0), 5.0, "#0000aa", None), FRAME)
        draw_shape(canvas, Shape(((100.0, -80.0), (110.0, -80.0), (105.0, -70.0)), fill="#aa0000"), FRAME)
        draw_arc(canvas, Arc((120.0, -100.0), 6.0, 0.0, 90.0, colour="#aa00aa"), FRAME)

    shapes = _read_back(tmp_path, draw).shapes
    by_fill = {s.fill: s.box for s in shapes if s.fill is not None}
    assert by_fill[(0, 170, 0)].x == pytest.approx(FRAME[0]) and by_fill[(0, 170, 0)].y == pytest.approx(FRAME[1] - 20)
    assert by_fill[(0, 0, 170)].x == pytest.approx(FRAME[0] + 75) and by_fill[(0, 0, 170)].top == pytest.approx(
        FRAME[1] - 55)
    assert by_fill[(170, 0, 0)].x == pytest.approx(FRAME[0] + 100) and by_fill[(170, 0, 0)].top == pytest.approx(
        FRAME[1] - 70)
    rule = next(s for s in shapes if s.is_line and s.stroke_width == pytest.approx(0.5))
    left, right = sorted(rule.points)
    assert left == pytest.approx((FRAME[0], FRAME[1] - 40)) and right == pytest.approx((FRAME[0] + 50, FRAME[1] - 40))
    arc = next(s for s in shapes if s.stroke == (170, 0, 170))
    # the quarter from (r, 0) to (0, r) about its centre; its box holds half the stroke
    assert arc.box.x == pytest.approx(FRAME[0] + 120, abs=0.3) and arc.box.top == pytest.approx(FRAME[1] - 94, abs=0.3)


def _text_types(path: Path) -> list[str]:
    """Dataclasses of a module that place a line of text: they have text, x and y fields."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and any("dataclass" in ast.unparse(d) for d in node.decorator_list):
            names = {ast.unparse(s.target) for s in node.body if isinstance(s, ast.AnnAssign)}
            if {"text", "x", "y"} <= names:
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.name}")
    return found


# New Techno War's wheel sets its words turned about the pivot and measured for its overlap test; they
# go when the wheel is drawn by the volvelle kind (issue 29)
WHEEL_TEXT = "ntw_print/print/layout/placed_text.py"


def test_no_kind_keeps_its_own_type_for_placed_words():
    """The kinds and the print layer place text as the display list's Words; only what verify reads
    back from a PDF (print/readback) is another thing."""
    where = [p for folder in ("kinds", "print") for p in sorted((PACKAGE / folder).rglob("*.py"))
             if "readback" not in p.parts and p != PACKAGE / "print" / "layout" / "display.py"]
    assert [t for p in where for t in _text_types(p) if not t.startswith(WHEEL_TEXT)] == []
