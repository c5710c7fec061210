"""One file to print: every build writes `<game>-print-and-play.pdf` beside the set (a cover, a contents
page, then every sheet on the paper in order with bookmarks and page labels), verify holds it to the
files it gathers, and the export catalogue links it first."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner
from pypdf import PdfReader, PdfWriter

from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.app.export.catalogue import catalogue
from ntw_print.app.export.collect import ExportSet, Printed

from kinds_build import FIXTURES

GAME_YAML = "id: deck\nname: Deck of Missions\ncredit: After a test by A. Author\n"


@pytest.fixture()
def game(tmp_path, monkeypatch):
    folder = tmp_path / "data" / "deck"
    folder.mkdir(parents=True)
    for name in ("cards.yaml", "table.yaml"):
        shutil.copy(FIXTURES / name, folder / name)
    shutil.copytree(FIXTURES / "symbols", folder / "symbols")
    (folder / "game.yaml").write_text(GAME_YAML + "components: [table, cards]\n")
    monkeypatch.chdir(tmp_path)
    return folder


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    return result


def test_a_build_writes_one_file_to_print_and_verify_holds_it(game, tmp_path):
    assert run("build", "--game", game, "--out", "out").exit_code == 0
    folder = tmp_path / "out" / "deck" / "a4"
    reader = PdfReader(str(folder / "deck-print-and-play.pdf"))
    table, cards = (len(PdfReader(str(folder / f"{n}.pdf")).pages) for n in ("table", "cards"))
    assert len(reader.pages) == 2 + table + cards
    assert [item.title for item in reader.outline] == ["Contents", "1. Nouvelle Guerre quick reference", "2. Test missions"]
    assert [reader.get_destination_page_number(item) for item in reader.outline] == [1, 2, 2 + table]
    assert reader.page_labels[:4] == ["cover", "contents", "table-1", "cards-1"][:2 + table] + ["cards-1"][:2 - table]
    assert "Deck of Missions" in reader.pages[0].extract_text() and "A. Author" in reader.pages[0].extract_text()
    contents = " ".join(reader.pages[1].extract_text().split())
    assert "2. Test missions (cards.pdf)" in contents and "double-sided, long-edge flip" in contents
    verified = run("verify", "--game", game, "--out", "out")
    assert verified.exit_code == 0, verified.output
    assert "deck-print-and-play.pdf: ok" in verified.output


def test_the_same_data_writes_the_same_bytes_and_a_letter_set_has_its_own(game, tmp_path):
    for out in ("one", "two"):
        assert run("build", "--game", game, "--out", out).exit_code == 0
    assert (tmp_path / "one/deck/a4/deck-print-and-play.pdf").read_bytes() == \
        (tmp_path / "two/deck/a4/deck-print-and-play.pdf").read_bytes()
    assert run("build", "--game", game, "--out", "one", "--paper", "letter").exit_code == 0
    assert (tmp_path / "one/deck/letter/deck-print-and-play.pdf").exists()


def test_a_page_not_as_in_its_file_and_a_lost_bookmark_are_found(game, tmp_path):
    assert run("build", "--game", game, "--out", "out").exit_code == 0
    path = tmp_path / "out" / "deck" / "a4" / "deck-print-and-play.pdf"
    reader = PdfReader(str(path))
    writer = PdfWriter()
    for index in (0, 1, 3, 2, *range(4, len(reader.pages))):  # two pages swapped, no bookmarks, no labels
        writer.add_page(reader.pages[index])
    with open(path, "wb") as stream:
        writer.write(stream)
    verified = run("verify", "--game", game, "--out", "out")
    assert verified.exit_code != 0
    for words in ("changed after the build", "no bookmark '1. Nouvelle Guerre quick reference'",
                  "is not as it is in that file", "not 'table-1'"):
        assert words in verified.output, verified.output


def test_a_section_file_of_more_pages_than_its_layout_is_a_finding_not_a_crash(game, tmp_path):
    assert run("build", "--game", game, "--out", "out").exit_code == 0
    cards = tmp_path / "out" / "deck" / "a4" / "cards.pdf"
    reader = PdfReader(str(cards))
    writer = PdfWriter()
    for page in [*reader.pages, *reader.pages]:  # the last section now has twice its pages
        writer.add_page(page)
    with open(cards, "wb") as stream:
        writer.write(stream)
    verified = run("verify", "--game", game, "--out", "out")
    assert verified.exit_code == 3, verified.output
    assert f"cards.pdf has {2 * len(reader.pages)} pages, its layout {len(reader.pages)}" in verified.output


def test_the_catalogue_links_the_file_to_print_first():
    found = ExportSet("deck", "Deck", 300, printed=[Printed("cards.pdf", "Cards", 2, "t.png", "A4", "duplex", "card")])
    page = catalogue(found, BuildOptions(), "export")
    assert page.index('href="deck-print-and-play.pdf"') < page.index('href="cards.pdf"')


class _Page(dict):
    mediabox = trimbox = bleedbox = (0, 0, 210, 297)


def _page(content: bytes, level: int) -> _Page:
    import zlib

    from pypdf.generic import EncodedStreamObject, NameObject

    stream = EncodedStreamObject()
    stream[NameObject("/Filter")] = NameObject("/FlateDecode")
    stream._data = zlib.compress(content, level)
    return _Page({"/Contents": stream})


def test_a_gathered_page_of_the_same_bytes_is_held_the_same_without_decoding_it(monkeypatch):
    """The joiner copies each page as it is: the same bytes are the same drawing, not decoded (both
    files' streams were decoded, a tenth of the print-and-play file's check); bytes that differ are
    compared decoded, so the same drawing written otherwise still holds and another does not."""
    import ntw_print.app.verify.print_and_play as check

    drawing = b"q 1 0 0 1 10 20 cm 0 0 5 5 re f Q\n" * 20
    real = check.decoded
    monkeypatch.setattr(check, "decoded", lambda stream: (_ for _ in ()).throw(AssertionError("decoded")))
    assert check._same_drawing(_page(drawing, 6), _page(drawing, 6))
    monkeypatch.setattr(check, "decoded", real)
    assert check._same_drawing(_page(drawing, 1), _page(drawing, 9))
    assert not check._same_drawing(_page(drawing, 6), _page(drawing.replace(b"10 20", b"10 21"), 6))


def test_a_form_a_gathered_page_places_is_held_to_its_file_too(game, tmp_path):
    """The joiner copies the forms a page places as they are, so a form changed in the print-and-play
    file is a page not as it is in its file (its numbers are searched for `nan` in that file only)."""
    from pypdf.generic import DecodedStreamObject, NameObject

    assert run("build", "--game", game, "--out", "out").exit_code == 0
    path = tmp_path / "out" / "deck" / "a4" / "deck-print-and-play.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    forms = writer.pages[3]["/Resources"]["/XObject"].get_object()  # the first page of cards.pdf
    name, reference = next(iter(forms.items()))
    form = reference.get_object()
    changed = DecodedStreamObject()
    changed.update({key: value for key, value in form.items() if key not in ("/Filter", "/DecodeParms", "/Length")})
    changed.set_data(form.get_data() + b"\n0 0 m 1 1 l S")
    forms[NameObject(name)] = writer._add_object(changed)
    writer.write(str(path))
    verified = run("verify", "--game", game, "--out", "out")
    assert verified.exit_code == 3, verified.output
    assert "page 1 of cards.pdf is not as it is in that file" in verified.output
    assert "page 2 of cards.pdf" not in verified.output and "table.pdf is not" not in verified.output
