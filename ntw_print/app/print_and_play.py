"""One file to print: `<game>-print-and-play.pdf` beside the set, for people who share a game as one
PDF. A cover with the game's title and credit, a contents page saying for each section what to print
it on, one- or double-sided or folded, how many copies, and the order to put the game together in;
then every sheet of the set on the build's paper, in that order, with a bookmark and page labels per
section. Sheets for a print shop's large paper (a board on A0) are named on the contents page and
left out: their tiled pages are in the file.

The build writes it from the files it has just made (render/pdf_join.py copies their pages as they
are); verify holds it to them page by page (verify/print_and_play.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..print.layout.cutting import printing_of
from ..print.cover import COVER_CREDIT_PT, COVER_INDENT, COVER_TITLE_PT, FOOT_CREDIT_PT, foot_credit
from ..print.layout.sheet import PIECE_FOOT_MM, PRINTER_MARGIN_MM, paper_size, paper_title

if TYPE_CHECKING:
    from ..games import LoadedGame

COVER_LABEL, CONTENTS_LABEL = "cover", "contents"
FRONT_PAGES = 2  # the cover and the contents, before the sections


def file_name(game_id: str) -> str:
    return f"{game_id}-print-and-play.pdf"


@dataclass(frozen=True)
class Section:
    """One file of the set as the print-and-play file gathers it (or names it, when `included` is not)."""

    file: str
    title: str
    pages: int
    sides: str  # "one-sided", "double-sided, long-edge flip", "one-sided, then folded", ...
    stock: str
    included: bool = True

    @property
    def label(self) -> str:
        """The page label prefix of its pages: `markers-` gives markers-1, markers-2, ..."""
        return self.file.removesuffix(".pdf") + "-"


def sections(game: LoadedGame, options, components, pages_of, known=lambda component: None) -> list[Section]:
    """The set's files in the game's order, each with how it prints: what `known(component)` says (the
    build keeps `how_it_prints` of each file it draws), else from `pages_of(component)`, its pages as
    laid out."""
    found = []
    for component in components:
        how = known(component) or how_it_prints(pages_of(component), options)
        found.append(Section(f"{component.name}.pdf", component.title, how["pages"], how["sides"], how["stock"],
                             included=how["on_paper"]))
    return found


def how_it_prints(pages: list, options) -> dict:
    """A file's pages, how they print (sides, stock), and whether they are on the build's paper (a
    print shop's large sheet is not), from its pages as laid out (their labels, sizes and pieces)."""
    width, height = sorted(paper_size(options.paper))
    how = printing_of([page.label for page in pages], any(page.placements for page in pages), options.duplex)
    return {"pages": len(pages), "sides": how.sides, "stock": how.stock,
            "on_paper": all(sorted((p.width, p.height)) == [width, height] for p in pages)}


def page_count(found: list[Section]) -> int:
    """The cover, the contents page and every page of the sections gathered."""
    return 2 + sum(s.pages for s in found if s.included)


def contents_lines(game: LoadedGame, options, found: list[Section]) -> list[tuple[str, str]]:
    """The contents page, line by line: (style, words), style one of "head", "row", "note"."""
    lines = [("head", "What to print, and in what order")]
    page = 3  # after the cover and this page
    number = 0
    for section in found:
        if not section.included:
            continue
        number += 1
        last = page + section.pages - 1
        where = f"page {page}" if last == page else f"pages {page}-{last}"
        lines.append(("row", f"{number}. {section.title} ({section.file}), {where}: {section.sides}, on "
                             f"{section.stock}, 1 copy"))
        page = last + 1
    left_out = [s for s in found if not s.included]
    if left_out:
        lines.append(("note", "Not in this file, for a print shop's large paper: "
                              + "; ".join(f"{s.title} ({s.file})" for s in left_out) + "."))
    lines += [("note", f"Print at 100 % (actual size) on {paper_title(options.paper)}; the bar at the foot of every "
                       "page measures 100 mm and 4 in."),
              ("note", "Put the game together in the order above: print each section as it says, cut the pieces "
                       "out along the crop marks (the cutting guide at the foot of each sheet says which cuts come "
                       "first), then fold and glue what folds.")]
    return lines


def front_pages(game: LoadedGame, options, found: list[Section]) -> list:
    """The cover and the contents page, on the build's paper."""
    from ..print.render.draw import GREY, INK, fitted_text
    from ..print.render.pdf import Page, measure

    width, height = paper_size(options.paper)
    room = width - 2 * COVER_INDENT
    left = COVER_INDENT

    def cover(canvas) -> None:
        fitted_text(canvas, width / 2, height * 0.62, game.info.name, room, *COVER_TITLE_PT, "cover title", bold=True)
        fitted_text(canvas, width / 2, height * 0.62 - 14, "Print and play", room, 16, 9, "cover", fill=GREY)
        fitted_text(canvas, width / 2, height * 0.62 - 26, game.info.credit or "", room, *COVER_CREDIT_PT, "cover credit")
        fitted_text(canvas, width / 2, height * 0.3, f"{sum(s.pages for s in found if s.included)} pages on "
                    f"{paper_title(options.paper)}", room, 10, 6, "cover", fill=INK)

    def contents(canvas) -> None:
        fitted_text(canvas, width / 2, PRINTER_MARGIN_MM + PIECE_FOOT_MM - 1.5, foot_credit(game.info.name, game.info.credit),
                    width - 2 * PRINTER_MARGIN_MM, *FOOT_CREDIT_PT, "contents credit", fill=GREY)
        y = height - PRINTER_MARGIN_MM - 20
        for style, words in contents_lines(game, options, found):
            size = {"head": 16.0, "row": 9.0, "note": 8.0}[style]
            for line in _wrapped(words, room, size, style == "head", measure):
                fitted_text(canvas, left, y, line, room, size, 5, "contents", bold=style == "head", anchor="start")
                y -= size * 0.3528 * 1.45
            y -= 3 if style != "row" else 1.2

    return [Page(width, height, cover, label=f"{game.info.name}, {COVER_LABEL}"),
            Page(width, height, contents, label=f"{game.info.name}, {CONTENTS_LABEL}")]


def _wrapped(words: str, width: float, size: float, bold: bool, measure) -> list[str]:
    lines, line = [], ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if line and measure(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])


def write(game: LoadedGame, options, folder: Path, found: list[Section]) -> Path:
    """Gather the set's files in `folder` into the print-and-play file there (deterministic bytes)."""
    from ..core.atomic import replacing
    from ..print.render.pdf import render_pages
    from ..print.render.pdf_join import Part, join

    target = folder / file_name(game.info.id)
    front = folder / ".print-and-play-front.pdf"
    render_pages(front_pages(game, options, found), front, f"{game.info.name}: print and play")
    parts = [Part(front, ((0, COVER_LABEL, False), (1, CONTENTS_LABEL, False)), (("Contents", 1),))]
    included = [s for s in found if s.included]
    parts += [Part(folder / s.file, ((0, s.label, True),), ((f"{number}. {s.title}", 0),))
              for number, s in enumerate(included, start=1)]
    title = f"{game.info.name}: print and play"
    try:
        with replacing(target) as temp:
            join(parts, temp, {"Title": title, "Producer": "ntw-print", "Creator": "ntw-print"})
    finally:
        front.unlink()
    return target
