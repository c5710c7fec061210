"""The `cards` kind: decks from rows, standard sizes, one back per deck, gang sheets, pictures."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import RectangleObject

from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.cards.layout import card_items
from ntw_print.kinds.cards.schema import CARD_SIZES_MM
from ntw_print.kinds.faces.art import Art
from ntw_print.print.layout.sheet import back_of, paper
from ntw_print.print.readback.pdfread import read_pdf

from kinds_build import build, check, check_damaged, copy_fixtures, load
from verify_corrupt import replace_shown_text, rewrite_page


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build("cards", tmp_path_factory.mktemp("cards"))


def test_standard_sizes_by_name():
    assert CARD_SIZES_MM == {"poker": (63.0, 88.0), "bridge": (57.0, 88.0), "mini": (44.0, 63.0),
                             "tarot": (70.0, 120.0)}


def test_every_card_is_printed_as_often_as_its_copies_say_with_the_deck_back():
    spec = load("cards")
    items = card_items(spec)
    assert [item.label for item in items] == ["Break Through", "Break Through", "Hold the Bridge", "Recover the Drone"]
    assert {(item.width, item.height) for item in items} == {(63.0, 88.0)}
    assert {item.back.template for item in items} == {"mission-back"}
    assert all(item.back.values == {"deck": "Offense", "emblem": "flame", "stamp": ""} for item in items)
    assert items[0].front.values["deck"] == "Offense" and spec.bleed is None  # the build's --bleed


def test_cards_are_ganged_on_a_sheet_with_their_backs_behind_them():
    spec = load("cards")
    options = BuildOptions(duplex="short")
    front, back = KINDS["cards"].pages(spec, options, Art(None))
    sheet = paper("a4", 3.0)
    assert len(front.placements) == 4
    assert [box for _, box in back.placements] == [back_of(box, sheet.width, sheet.height, "short")
                                                   for _, box in front.placements]
    assert front.bleed == front.trim.grow(3.0)


def test_the_built_cards_pass_their_check(built):
    spec, path = built
    assert check("cards", spec, path) == []


def test_a_wrong_value_on_a_card_is_found(built, tmp_path):
    found = check_damaged("cards", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("3 VP", "4 VP")))
    assert any("Hold the Bridge front" in f and "'3 VP" not in f for f in found), found


def test_a_back_of_another_deck_is_found(built, tmp_path):
    found = check_damaged("cards", built, tmp_path,
                          lambda path: rewrite_page(path, 1, replace_shown_text("Offense", "Defense", 2)))
    assert any("back: shows 'Defense'" in f for f in found), found


def test_a_card_of_any_size_with_a_picture(tmp_path):
    folder = copy_fixtures(tmp_path)
    (folder / "pictures").mkdir()
    Image.new("RGB", (40, 30), (40, 90, 140)).save(folder / "pictures" / "hills.png")
    text = (folder / "cards.yaml").read_text()
    text = text.replace("    size: poker", "    size: {width: 2.5in, height: 3.5in}")
    text = text.replace("      victory-band:", "      scene: {x: 50%, y: 40mm, width: 40mm, height: 20mm, anchor: top,"
                        " picture: hills.png}\n      victory-band:")
    (folder / "cards.yaml").write_text(text)
    spec, path = build("cards", tmp_path, folder=folder)
    assert card_items(spec)[0].width == pytest.approx(63.5)
    assert check("cards", spec, path) == []
    assert read_pdf(path).pages[0].images == 4


def test_a_picture_that_cannot_be_read_is_a_fault(tmp_path):
    folder = copy_fixtures(tmp_path)
    (folder / "pictures").mkdir()
    (folder / "pictures" / "hills.png").write_bytes(b"not a picture")
    text = (folder / "cards.yaml").read_text()
    (folder / "cards.yaml").write_text(text.replace("      victory-band:",
                                                    "      scene: {picture: hills.png}\n      victory-band:"))
    with pytest.raises(DataError, match="pictures/hills.png is not a PNG or JPEG picture that can be read"):
        load("cards", folder)


def test_a_missing_picture_is_a_fault(tmp_path):
    folder = copy_fixtures(tmp_path)
    text = (folder / "cards.yaml").read_text()
    (folder / "cards.yaml").write_text(text.replace("      victory-band:",
                                                    "      scene: {picture: \"{art}\"}\n      victory-band:"))
    with pytest.raises(DataError, match=r"picture.*reads \{art\}, which no row gives"):
        load("cards", folder)


@pytest.mark.parametrize("old, new, message", [
    ("size: poker", "size: jumbo", "cards.yaml:29:11: decks[0].size: expected a card size (poker, bridge, mini, "
     "tarot) or {width: ..., height: ...}, got 'jumbo'"),
    ("size: poker", "size: {width: 15mm, height: 88mm}", "a card must be at least 20 mm across"),
    ("flavour: \"Keep the crossing", "flavour: \"" + "Hold on. " * 90 + "Keep the crossing",
     "Hold the Bridge: box 'flavour':"),
    ("vp: 3,", "vp: 3, copies: two,", "copies must be a whole number"),
    ("size: poker", "size: {width: 190mm, height: 200mm}", "cards.yaml:28:5: decks[0]: a 190 x 200 mm piece does not "
     "fit a page of a4 paper with its 3 mm bleed and crop marks (at most 180 x 260 mm)"),
])
def test_deck_faults(tmp_path, old, new, message):
    folder = copy_fixtures(tmp_path)
    text = (folder / "cards.yaml").read_text()
    assert old in text
    (folder / "cards.yaml").write_text(text.replace(old, new))
    with pytest.raises(DataError) as error:
        load("cards", folder)
    assert any(message in str(f) for f in error.value.faults), error.value.faults


def shrink_trim(path):
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    page = writer.pages[0]
    left, bottom, right, top = (float(v) for v in page.trimbox)
    page.trimbox = RectangleObject((left + 10, bottom, right, top))
    writer.write(str(path))


def test_a_trim_box_that_is_not_the_cards_outline_is_found(built, tmp_path):
    found = check_damaged("cards", built, tmp_path, shrink_trim)
    assert any(": trim boxes: the TrimBox is" in f for f in found), found
