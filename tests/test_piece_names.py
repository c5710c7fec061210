"""What a row is called in faults and exported file names: a field the designer chooses (`name_from`),
a short default, every piece of a repeated name numbered alike, and cards counted as cards."""

from __future__ import annotations

import pytest

from ntw_print.print.components import BuildOptions
from ntw_print.kinds import KINDS
from ntw_print.kinds.cards.schema import CardsSpec
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.items import row_name
from ntw_print.kinds.pieces.layout import piece_items
from ntw_print.kinds.pieces.schema import PiecesSpec
from ntw_print.print.render.digital import DigitalPiece, unique_names
from ntw_print.print.render.pdf import render_pages
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport

from kinds_build import copy_fixtures, load, load_faults, write

TEMPLATES = {"crate": {"boxes": {"t": {"text": "{colour} crate", "size": 8}}}}


def crates(**set_fields) -> PiecesSpec:
    return PiecesSpec.model_validate({
        "kind": "pieces", "title": "Crates", "templates": TEMPLATES,
        "sets": [{"id": "crates", "width": "20mm", "front": "crate", **set_fields,
                  "rows": [{"kind": "crate", "colour": "blue", "copies": 2}, {"kind": "crate", "colour": "red"},
                           {"kind": "crate", "colour": "blue", "weight": 2}]}]})


def names(spec) -> list[str]:
    return [p.name for p in KINDS[spec.kind].digital(spec, BuildOptions(), Art(None))]


def test_rows_of_one_name_are_all_numbered_from_one():
    assert names(crates()) == ["crate-blue-1", "crate-red", "crate-blue-2"]  # not crate-blue beside crate-blue-2


def test_a_set_names_its_rows_by_the_fields_the_designer_chooses():
    assert names(crates(name_from=["colour", "kind"])) == ["blue-crate-1", "red-crate", "blue-crate-2"]
    assert names(crates(name_from="colour")) == ["blue-1", "red", "blue-2"]
    assert [item.label for item in piece_items(crates(name_from="colour"))] == ["blue", "blue", "red", "blue"]


def test_a_name_from_field_no_row_gives_is_refused_at_its_line(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "pieces.yaml", "    back: unit-reduced\n", "    back: unit-reduced\n    name_from: [nmae, side]\n")
    assert load_faults("pieces", folder) == [
        "pieces.yaml:32:17: sets[0].name_from[0]: no row gives 'nmae' to name it by (did you mean 'name'? the rows "
        "give: echelon, movement, name, side, strength, type)"]


def test_a_card_is_not_named_by_all_its_words():
    row = {"deck": "Offense", "flavour": "Open a lane through the enemy line before the relief column arrives.",
           "vp": 5, "colour": "#3b5b7a"}
    assert row_name(row, 0) == "Offense"
    assert row_name({"vp": 5}, 2) == "row 3"


def test_cards_of_one_title_in_two_decks_are_named_by_their_deck():
    deck = {"size": "poker", "front": "card", "back": "card", "cards": [{"title": "Approach"}, {"title": "Hold"}]}
    spec = CardsSpec.model_validate({"kind": "cards", "title": "Orders",
                                     "templates": {"card": {"boxes": {"t": {"text": "{title}"}}}},
                                     "decks": [{**deck, "id": "blue"}, {**deck, "id": "brown"}]})
    assert names(spec) == ["blue-approach", "blue-hold", "brown-approach", "brown-hold"]


def test_unique_names_skip_a_number_another_piece_already_has():
    pieces = [DigitalPiece("g", name, name, 10.0, 10.0, None) for name in ("crate", "crate", "crate-2")]
    assert [p.name for p in unique_names(pieces)] == ["crate-1", "crate-3", "crate-2"]


def test_a_deck_is_counted_in_cards(tmp_path):
    spec = load("cards")
    path = tmp_path / "cards.pdf"
    render_pages(KINDS["cards"].pages(spec, BuildOptions(), Art(copy_fixtures(tmp_path))), path, "cards")
    report = FileReport(path.name)
    KINDS["cards"].check(spec, read_pdf(path), BuildOptions(), report)
    assert "card counts per kind and side" in report.checks and "piece counts per kind and side" not in report.checks
