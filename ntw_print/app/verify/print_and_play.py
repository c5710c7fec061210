"""The print-and-play file read back and held to the files it gathers: the cover names the game and
its credit, the contents page every section in order with where it is and how it prints, then every
page of every section as it is in its own file (the same drawing and print boxes), a bookmark at each
section's first page and page labels naming the sections."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .. import print_and_play
from .layouts import laid_out
from .read_ahead import read_back
from ...print.readback.form_walk import MOST_FORMS
from ...print.readback.operands import decoded, page_streams
from ...print.readback.printready import check_file
from ...print.readback.report import FileReport, present_as_built

if TYPE_CHECKING:
    from ...games import LoadedGame


def check_print_and_play(game: LoadedGame, folder: Path, options, manifest: dict | None, sha256: str | None = None) -> FileReport:
    """The print-and-play file read back (`sha256`: the file's, when it is known)."""
    from pypdf import PdfReader

    name = print_and_play.file_name(game.info.id)
    result = FileReport(name)
    path = folder / name
    if not present_as_built(result, path, manifest, f"missing: every build writes {name}, the set in one file to "
                                                     "print", sha256):
        return result
    every = game.plugin.components(game)
    found = print_and_play.sections(game, options, [every[n] for n in game.info.components],
                                    lambda c: laid_out(game, c, options))
    # the pages each section gathers are held below to be those of its file, which is verified itself:
    # what every printed page must be is read here on the cover and the contents only
    check_file(read_back(path, first_pages=print_and_play.FRONT_PAGES), result)
    reader = PdfReader(str(path))
    result.checked("pages")
    if len(reader.pages) != print_and_play.page_count(found):
        result.fail("pages", f"{len(reader.pages)} pages; the cover, the contents and its sections make "
                    f"{print_and_play.page_count(found)}")
        return result
    _check_front(reader, game, found, result)
    _check_sections(reader, folder, found, result)
    return result


def _check_front(reader, game: LoadedGame, found, result: FileReport) -> None:
    result.checked("cover and contents")
    cover = " ".join(reader.pages[0].extract_text().split())
    for words in (game.info.name, game.info.credit or ""):
        if " ".join(words.split()) not in cover:
            result.fail("cover and contents", f"the cover does not say '{words}'", 1)
    contents = " ".join(reader.pages[1].extract_text().split())
    for number, section in enumerate((s for s in found if s.included), start=1):
        if f"{number}. {section.title} ({section.file})" not in contents or section.sides not in contents:
            result.fail("cover and contents", f"the contents page does not list {section.file} as section {number}, "
                        f"printed {section.sides}", 2)
    for section in found:
        if not section.included and section.file not in contents:
            result.fail("cover and contents", f"the contents page does not say that {section.file} is left out", 2)


def _check_sections(reader, folder: Path, found, result: FileReport) -> None:
    from pypdf import PdfReader

    outline = {reader.get_destination_page_number(item): item.title for item in reader.outline
               if not isinstance(item, list)}
    labels = reader.page_labels
    at = print_and_play.FRONT_PAGES
    for number, section in enumerate((s for s in found if s.included), start=1):
        result.checked("bookmarks")
        if outline.get(at) != f"{number}. {section.title}":
            result.fail("bookmarks", f"no bookmark '{number}. {section.title}' at the first page of {section.file}",
                        at + 1)
        source = PdfReader(str(folder / section.file))
        if len(source.pages) != section.pages:
            result.fail("pages", f"{section.file} has {len(source.pages)} pages, its layout {section.pages}")
            at += section.pages  # its pages cannot be matched one by one; the sections after it still can
            continue
        held: set[tuple[int, int]] = set()  # the forms of this file found the same as they are gathered
        for index, page in enumerate(source.pages):
            gathered = reader.pages[at + index]
            result.checked("gathered pages")
            if not _same_drawing(gathered, page, held):
                result.fail("gathered pages", f"page {index + 1} of {section.file} is not as it is in that file",
                            at + index + 1)
            result.checked("page labels")
            if labels[at + index] != f"{section.label}{index + 1}":
                result.fail("page labels", f"labelled '{labels[at + index]}', not '{section.label}{index + 1}'",
                            at + index + 1)
        at += section.pages


def _same_drawing(gathered, page, held: set[tuple[int, int]] | None = None) -> bool:
    """Whether two pages print the same: their page, trim and bleed boxes, their content, and the forms and
    pictures it places (those forms place in turn too, by name; `held`: the pairs of forms found the
    same so far, by their object numbers, not compared again). Streams with the same filters and the
    same bytes are the same content (what the joiner writes: each page copied as it is), so they are
    not decoded; any others are compared decoded."""
    if _boxes(gathered) != _boxes(page):
        return False
    return (_same_streams(page_streams(gathered), page_streams(page))
            and _same_placed(gathered.get("/Resources"), page.get("/Resources"), set() if held is None else held))


def _same_streams(ours: list, theirs: list) -> bool:
    written = [_encoded(stream) for stream in ours]
    if written == [_encoded(stream) for stream in theirs] and all(isinstance(data, bytes) for *_, data in written):
        return True
    return b"\n".join(decoded(stream) for stream in ours) == b"\n".join(decoded(stream) for stream in theirs)


def _same_placed(ours, theirs, held: set[tuple[int, int]], depth: int = 0) -> bool:
    """Whether two pages' (or forms') resources name the same forms and pictures, each the same stream."""
    if ours is None or theirs is None or depth > MOST_FORMS:
        return ours is None and theirs is None or depth > MOST_FORMS
    mine, other = ours.get_object().get("/XObject"), theirs.get_object().get("/XObject")
    mine, other = (mine.get_object() if mine is not None else {}), (other.get_object() if other is not None else {})
    if set(mine) != set(other):
        return False
    for name, reference in mine.items():
        pair = (getattr(reference, "idnum", None), getattr(other[name], "idnum", None))
        if None not in pair and pair in held:
            continue
        ours_placed, theirs_placed = reference.get_object(), other[name].get_object()
        if not _same_streams([ours_placed], [theirs_placed]):
            return False
        if ours_placed.get("/Subtype") == "/Form" and not _same_placed(
                ours_placed.get("/Resources"), theirs_placed.get("/Resources"), held, depth + 1):
            return False
        if None not in pair:
            held.add(pair)
    return True


def _boxes(page) -> tuple:
    return tuple(tuple(round(float(v), 3) for v in box) for box in (page.mediabox, page.trimbox, page.bleedbox))


def _encoded(stream) -> tuple:
    """A stream as it is written: its filters, their parameters and its bytes (None: not read as it is)."""
    return stream.get("/Filter"), stream.get("/DecodeParms"), getattr(stream, "_data", None)
