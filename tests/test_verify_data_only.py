"""The verifier on a data-only game's files (TECH v3, built once): what a kind's check finds keeps
its check, page and place and is reported once; every page's crop marks are held to its layout."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import FloatObject, NameObject, NumberObject, RectangleObject

from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.app.verify import verify
from verify_corrupt import build_whole, damageable_copy, last_segments, replace_in_stream, replace_shown_text, rewrite_page

TECH = Path(__file__).parents[1] / "data" / "tech-v3"


@pytest.fixture(scope="module")
def game():
    return load_game(TECH)


@pytest.fixture(scope="module")
def built(game, tmp_path_factory) -> Path:
    return build_whole(tmp_path_factory, game)


@pytest.fixture
def folder(built, tmp_path) -> Path:
    return damageable_copy(built, tmp_path)


def findings(game, folder: Path, name: str):
    """What the verifier finds in one file, the manifest's checksum left aside (a damaged file
    is checked for what it prints, not only for having changed)."""
    return [f for f in verify(game, folder, only=[name]).findings if f.check != "manifest"]


def test_a_fresh_build_holds(game, built):
    report = verify(game, built)
    assert report.ok, "\n".join(report.lines())


def test_a_wrong_number_on_a_token_is_reported_at_its_page_and_place(game, folder):
    rewrite_page(folder / "tokens.pdf", 0, replace_shown_text("3", "4"))
    found = findings(game, folder, "tokens")
    assert len(found) == 1
    assert (found[0].check, found[0].page) == ("numbers", 1) and found[0].at is not None
    assert found[0].message.startswith("Swordsman black front: prints 4")


def test_a_number_printed_as_nan_is_refused(game, folder):
    """What a value that is no number prints (`points: .nan` printed "nan" on ten tokens)."""
    rewrite_page(folder / "tokens.pdf", 0, replace_shown_text("3", "nan"))
    found = [f for f in findings(game, folder, "tokens") if f.check == "finite numbers"]
    assert [(f.page, f.message) for f in found] == [(1, "'nan' prints a number that is not finite")]


def test_a_drawing_with_a_number_that_is_not_finite_is_refused(game, folder):
    """What an SVG 1e309 wide wrote: `-nan` where the page places the symbol (pdfium reads on)."""
    path = folder / "tokens.pdf"
    content = PdfReader(str(path)).pages[0].get_contents().get_data()
    placing = re.search(rb"1 0 0 1 [\d.]+ [\d.]+ cm(?=\n/FormXob)", content)  # where a symbol is placed
    replace_in_stream(path, 0, placing.group(), b"-nan -nan" + placing.group()[3:])
    found = [f for f in findings(game, folder, "tokens") if f.check == "finite numbers"]
    assert [(f.page, f.message) for f in found] == [
        (1, "the page draws with '-nan' where a number belongs (a size or place that is not finite): a printer "
            "draws something else")]


def test_a_font_not_embedded_in_a_pieces_file_is_reported_once(game, folder):
    path = folder / "tokens.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    for font in writer.pages[0]["/Resources"]["/Font"].values():
        del font.get_object()["/FontDescriptor"].get_object()["/FontFile2"]
    writer.write(str(path))
    found = findings(game, folder, "tokens")
    assert found and {f.check for f in found} == {"fonts embedded"}
    assert len({(f.page, f.at, f.message) for f in found}) == len(found)  # no line twice


def board_mark(game):
    """The first crop mark the layout places on Black's board (mm)."""
    pages = game.plugin.components(game)["black-board"].pages(game, BuildOptions())
    return pages[0].crop_marks[0]


def move_stroke(start, dx: float):
    """Move the straight stroke that starts at `start` (mm) by `dx` mm across; None drops it."""
    def edit(ops):
        for i in last_segments(ops):
            if all(abs(float(v) - w) < 1e-3 for v, w in zip(ops[i][0], start)):
                if dx is None:
                    return ops[:i] + ops[i + 3:]
                for j in (i, i + 1):
                    x, y = ops[j][0]
                    ops[j] = ([FloatObject(float(x) + dx), y], ops[j][1])
                return ops
        raise AssertionError(f"no stroke from {start}")
    return edit


@pytest.mark.parametrize("dx, messages", [
    (2.0, {"the layout marks a cut here; the page has no crop mark", "a crop mark where the layout marks no cut"}),
    (None, {"the layout marks a cut here; the page has no crop mark"}),
])
def test_a_moved_or_missing_crop_mark_on_a_board_is_reported(game, folder, dx, messages):
    start, _ = board_mark(game)
    rewrite_page(folder / "black-board.pdf", 0, move_stroke(start, dx))
    found = findings(game, folder, "black-board")
    assert {f.message for f in found} == messages and {(f.check, f.page) for f in found} == {("crop marks", 1)}


def test_a_dropped_screen_page_is_reported_against_the_layout(game, folder):
    path = folder / "screens.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    writer.remove_page(len(writer.pages) - 1)
    writer.write(str(path))
    found = findings(game, folder, "screens")
    assert any(f.check == "pages" and f.message == "the file has 3 pages, its layout gives 4" for f in found)


def test_a_trim_box_off_the_layouts_cut_is_reported_as_such(game, folder):
    path = folder / "black-board.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    trim, shift = writer.pages[0].trimbox, 5 * 72 / 25.4  # 5 mm to the right
    writer.pages[0].trimbox = RectangleObject([float(trim.left) + shift, float(trim.bottom), float(trim.right) + shift,
                                               float(trim.top)])
    writer.write(str(path))
    found = [f for f in findings(game, folder, "black-board") if f.check == "layout boxes"]
    laid = game.plugin.components(game)["black-board"].pages(game, BuildOptions())[0].trim
    size = f"{laid.width:.1f} x {laid.height:.1f} mm"
    assert len(found) == 1 and found[0].page == 1
    assert found[0].message == (f"the TrimBox is {size} at ({laid.x + 5:.1f}, {laid.y:.1f}), "
                                f"the layout's {size} at ({laid.x:.1f}, {laid.y:.1f})")


def test_a_page_turned_by_its_rotate_entry_is_reported(game, folder):
    path = folder / "tokens.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    writer.pages[0][NameObject("/Rotate")] = NumberObject(180)  # the sheet (the 60 tokens take one), upside down
    writer.write(str(path))
    found = findings(game, folder, "tokens")
    assert [(f.check, f.page) for f in found] == [("print boxes", 1)]
    assert found[0].message.startswith("the page is turned 180° (/Rotate)")
