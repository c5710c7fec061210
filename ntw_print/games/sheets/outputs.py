"""What a data-only game prints: one file per sheet, named after it (`counters.yaml` gives
`counters.pdf`), and the further files its kind gives (a board's `map-tiled.pdf`); each drawn and
read back by its kind."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...print.components import Component
from ...kinds import KINDS
from ...kinds.faces.art import art_of as art  # the game's symbols/ and pictures/, read once

if TYPE_CHECKING:
    from ...print.components import BuildOptions
    from ...print.readback.pdfread import PdfRead
    from ...print.readback.report import FileReport
    from ...print.render.digital import DigitalBoard, DigitalPiece, PrintDeck
    from ...print.render.pdf import Page
    from .model import SheetsGame

ART = ("symbols/", "pictures/")  # what a face may draw from


def components(game: SheetsGame) -> dict[str, Component]:
    found = {}
    rules = game.rules
    for sheet in game.sheets.values():
        # a sheet whose rows the game's rules completed is drawn from those rules and the sheets they read first
        completing = rules.complete_row if rules is not None and sheet.file in game.completed else None
        read = tuple(rules.read_first) if rules is not None and completing is not None else ()
        code = (f"{completing.__module__}:{completing.__qualname__}",) if completing is not None else ()
        kind = KINDS[sheet.kind]
        title = getattr(sheet.spec, "title", "") or sheet.name
        for word in ("", *kind.extra_outputs(sheet.spec)):
            pages = kind.also[word][0] if word else kind.pages
            name = f"{sheet.name}-{word}" if word else sheet.name
            inputs = ("game.yaml#name", "game.yaml#credit", *dict.fromkeys((*read, sheet.file)),
                      *(ART if kind.art else ()))
            digital = "ntw_print.games.sheets.outputs:digital" if kind.digital and not word else None
            decks = "ntw_print.games.sheets.outputs:print_decks" if kind.print_decks and not word else None
            found[name] = Component(name, f"{title} ({word})" if word else title,
                                    "ntw_print.games.sheets.outputs:draw", inputs,
                                    checker="ntw_print.games.sheets.outputs:check", args=(sheet.file, word),
                                    code=(pages.__qualname__, *code), digital=digital, print_decks=decks,
                                    chart=not word, goes_with=sheet.name if word else None,
                                    home_only=bool(word) and kind.whole_sheet,
                                    whole_sheet=kind.whole_sheet and not word, effort=kind.effort)
    return found


def draw(game: SheetsGame, options: BuildOptions, file: str, word: str) -> list[Page]:
    sheet = game.sheets[file]
    kind = KINDS[sheet.kind]
    pages = kind.also[word][0] if word else kind.pages
    drawn: list[Page] = pages(sheet.printed, options, art(game))
    return drawn


def digital(game: SheetsGame, options: BuildOptions, file: str, word: str) -> list[DigitalPiece | DigitalBoard]:
    """The sheet's pieces, cards or board for play on screen (the kind's own)."""
    sheet = game.sheets[file]
    items: list[DigitalPiece | DigitalBoard] = KINDS[sheet.kind].digital(sheet.printed, options, art(game))
    return items


def print_decks(game: SheetsGame, options: BuildOptions, file: str, word: str) -> list[PrintDeck]:
    """The sheet's decks for a print-on-demand service, each placing its faults at their lines."""
    sheet = game.sheets[file]
    return [replace(deck, fault=sheet.fault)
            for deck in KINDS[sheet.kind].print_decks(sheet.printed, options, art(game))]


def check(game: SheetsGame, pdf: PdfRead, options: BuildOptions, report: FileReport, file: str, word: str) -> None:
    sheet = game.sheets[file]
    kind = KINDS[sheet.kind]
    check_pages = kind.also[word][1] if word else kind.check
    report.checked(f"{sheet.kind} contents")
    check_pages(sheet.printed, pdf, options, report)
    if not word and game.rules is not None and game.rules.check_printed is not None:
        game.rules.check_printed(game, sheet, pdf, report)

