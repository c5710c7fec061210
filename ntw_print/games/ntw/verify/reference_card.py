"""`reference-card.pdf`: on every card, the hexes each kind of unit moves (under the column it belongs
to), each terrain's protection and each status's STAT beside its name; each card's back behind it;
the rules summary cards (rules_summary.py). Values from the rules module; places relative to the
printed row and column labels.
"""

from __future__ import annotations

import re

from ....core.marks import MARK, marked, unmark
from ....print.layout.sheet import Box, page_flip
from ..rules.reference import movement_rows
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.piece_marks import cell_at, fold_line
from ....print.readback.piece_sheets import mirror
from ....print.readback.printready import check_crop_marks, check_paper_size
from ....print.readback.report import FileReport
from .rules_summary import check as check_summary
from .credit import check_credit
from .marks import check_page_key, hold_mark

MINUS = "\u2212"
COLUMNS = ("off road", "road", "city")
MOVE_FIELDS = ("off_road", "on_road", "city_off_road")
IGNORED = "DEF does not count against the "  # the hit-score card's line on the weapons that ignore DEF


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    cards = 0
    for page in pdf.pages:
        check_paper_size(page, options.paper, report)
        check_crop_marks(page, report)
        for header in [t for t in page.texts if t.text == COLUMNS[0]]:
            cards += 1
            _check_moves(game, page, header, report)
        _check_beside(page, [(t.name, str(t.protection), "protection" in t.designer) for t in game.terrain.values()],
                      "protection", report)
        _check_beside(page, [(s.name, signed(s.modifier), "modifier" in s.designer) for s in game.statuses.values()],
                      "STAT", report)
        _check_ignored(game, page, report)
        check_page_key(page, report)
    if not cards:
        report.fail("moves", "no table of moves (off road, road, city) on any card")
    if options.duplex == "fold" and all(fold_line(page) for page in pdf.pages):
        for page in pdf.pages:
            _check_backs(game, page, page, options, report, fold_line(page).mirror)
    elif len(pdf.pages) % 2 == 0:
        flip = page_flip(options.duplex)
        offset = (0.0, 0.0) if options.duplex == "fold" else options.back_offset
        for front, back in zip(pdf.pages[::2], pdf.pages[1::2]):
            _check_backs(game, front, back, options, report,
                         lambda card: mirror(card, front.media.width, front.media.height, flip, offset))
    check_summary(game, pdf, report)


def _card(page: PageRead, label: TextRun) -> Box | None:
    """The card that carries this label: the piece between the cut lines around it."""
    return cell_at(page, label.centre)


def _check_backs(game, front: PageRead, back: PageRead, options, report: FileReport, behind_of) -> None:
    """Each side's hit-score card lies behind its turn-sequence card when the sheet is turned over
    (`behind_of`: where the flip, or the fold, puts a card's back)."""
    for side in game.info.sides:
        prefix = f"{side.name} · "
        for label in [t for t in front.texts if t.text.startswith(prefix)]:
            card = _card(front, label)
            if card is None:
                continue
            behind = behind_of(card)
            report.checked("backs")
            found = [c for t in back.texts if t.text.startswith(prefix) for c in [_card(back, t)] if c is not None]
            if not any(abs(c.x - behind.x) < 0.5 and abs(c.y - behind.y) < 0.5 for c in found):
                how = "the fold" if front is back else f"a {page_flip(options.duplex)}-edge flip"
                report.fail("backs", f"{side.name}'s card: its back is not behind it ({how} puts "
                            f"it at {behind.x:.1f}, {behind.y:.1f} mm)", back.number, (behind.x, behind.y))


def _check_moves(game, page: PageRead, header: TextRun, report: FileReport) -> None:
    """Under the column labels, one row per kind of unit: the hexes it moves."""
    columns = {}
    for name in COLUMNS:
        label = min((t for t in page.texts if t.text == name and abs(t.y - header.y) < 0.5),
                    key=lambda t: abs(t.x - header.x), default=None)
        columns[name] = label
    below = [t for t in page.texts if header.y - 40 < t.y < header.y - 0.5]
    for row in movement_rows(game):
        anchor = min((t for t in below if row.name.startswith(t.text) and t.x < header.x),
                     key=lambda t: header.y - t.y, default=None)
        if anchor is None:
            report.fail("moves", f"no row for {row.name} in the table of moves", page.number, header.centre)
            continue
        for name, field, want in zip(COLUMNS, MOVE_FIELDS, (row.off_road, row.on_road, row.city_off_road)):
            column = columns[name]
            if column is None:
                continue
            found = [t for t in below if abs(t.centre[0] - column.centre[0]) < 3 and anchor.y - 4 < t.y <= anchor.y + 0.5
                     and unmark(t.text).lstrip(MINUS + "-").isdigit()]
            got = found[0].text if found else ""
            if got:
                hold_mark(report, got, field in row.chosen, f"{row.name}, {name}", page.number, found[0].centre)
                got = unmark(got)
            if want is None:
                report.checked("moves")
                if got:
                    report.fail("moves", f"{row.name}, {name}: prints {got}, where the rules make no difference",
                                page.number, found[0].centre)
                continue
            report.compare_number("moves", str(want), got, f"{row.name}, {name}", page.number,
                                  found[0].centre if found else anchor.centre)


def _check_beside(page: PageRead, rows: list[tuple[str, str, bool]], check: str, report: FileReport) -> None:
    """Each name of a table with its value on the same line, right of it, marked when the data marks it designer."""
    for name, want, chosen in rows:
        for label in [t for t in page.texts if t.text == name]:
            line = [t for t in page.texts if abs(t.y - label.y) < 0.3 and t.x > label.x + 1
                    and unmark(t.text).replace(MINUS, "-").lstrip("+-").isdigit()]
            if not line:
                continue  # the name also stands in running text
            value = min(line, key=lambda t: t.x)
            words = "".join(t.text for t in sorted(page.texts, key=lambda t: t.x)
                            if abs(t.y - label.y) < 0.3 and value.x <= t.x < value.x + 8)  # a mark hung after it
            hold_mark(report, words, chosen, f"{name} {check}", page.number, value.centre)
            report.compare_number(check, want, unmark(value.text).replace(MINUS, "-"), name, page.number, label.centre)


def _check_ignored(game, page: PageRead, report: FileReport) -> None:
    """Each hit-score card's line on DEF names each weapon that ignores it, marked when that is a designer
    reading."""
    words = " ".join(t.text for t in page.texts)
    for line in re.findall(re.escape(IGNORED) + r"[^.]*\.", words):
        for weapon in game.weapons.values():
            if weapon.ignores_defence:
                report.checked("designer marks")
                want = marked(weapon.name.lower(), "ignores_defence" in weapon.designer)
                if not re.search(re.escape(want) + f"(?!{MARK})", line):
                    report.fail("designer marks", f"the line on DEF should name {want!r}: {line!r}", page.number)
