"""The safe area: no words within a deck's (3 mm by default) or a piece set's (1 mm) safe margin of the
cut; check refuses them at the text box that places them, and a deck or set may give its own."""

from __future__ import annotations

import pytest

from ntw_print.core.errors import DataError
from ntw_print.kinds.faces.layout import SetText, ink_boxes
from ntw_print.print.layout.display import Words

from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.source import load_spec

from kinds_build import FIXTURES, copy_fixtures, load, write


def test_a_lines_ink_stands_about_its_anchor():
    def measure(text, size, bold):
        return 10.0
    def ink_of(line, measure):
        return ink_boxes(SetText((line,), line.size), measure, 0.22)[0]
    assert ink_of(Words("x", 20.0, 5.0, 10.0, anchor="middle"), measure).x == 15.0
    assert ink_of(Words("x", 20.0, 5.0, 10.0, anchor="end"), measure).right == 20.0


def test_words_in_a_cards_safe_margin_are_refused_at_their_box(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "cards.yaml", "victory-band: {x: 3mm, y: 85mm,", "victory-band: {x: 3mm, y: 87.5mm,")
    with pytest.raises(DataError) as error:
        load("cards", folder)
    faults = [str(f) for f in error.value.faults]
    assert faults == ["cards.yaml:20:16: templates.mission.boxes.victory: Break Through: its words come 2.1 mm from "
                      "the cut, inside the 3 mm safe margin a slightly-off cut may take (move the box in, or set a "
                      "smaller safe: on its deck or set)"]


def test_a_deck_may_give_its_own_safe_margin(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "cards.yaml", "victory-band: {x: 3mm, y: 85mm,", "victory-band: {x: 3mm, y: 87.5mm,")
    write(folder, "cards.yaml", "    size: poker\n", "    size: poker\n    safe: 1mm\n")
    assert load("cards", folder).decks[0].safe == 1.0


def test_the_example_decks_and_sets_keep_their_words_inside_the_safe_area():
    for kind in ("cards", "pieces"):
        load(kind)
    load_spec(FIXTURES / "standees.yaml", KINDS["pieces"], Art(FIXTURES))


def test_check_sets_each_faces_words_once_and_measures_overruns_crossings_and_the_safe_area_on_them(monkeypatch):
    """The words of every text box of every face checked are laid out once (they were three times:
    for overrunning their box, for crossing a shape's edge and for the safe area)."""
    from ntw_print.kinds.faces import overrun, problems, safe
    from ntw_print.kinds.faces.fold import printed_parts
    from ntw_print.kinds.faces.layout import face_boxes, set_text
    from ntw_print.kinds.pieces.layout import piece_items

    spec = load("pieces")
    laid = []
    for module in (problems, overrun, safe):  # wherever check lays words out
        monkeypatch.setattr(module, "set_text", lambda *args: laid.append(args[0]) or set_text(*args), raising=False)
    assert KINDS["pieces"].problems(spec, Art(FIXTURES)) == []
    faces = {(part.call.where, part.call.template, part.name, part.box.width, part.box.height)
             for item in piece_items(spec) for part in printed_parts(item) if part.call is not None}
    assert len(laid) == sum(1 for _, template, _, width, height in faces
                            for placed in face_boxes(spec.templates, template, width, height) if placed.content.text)
