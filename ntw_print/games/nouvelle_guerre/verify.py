"""The unit codes on the built labels and cards, read back and decoded again.

Every code printed on a piece or card is found on the page, and the piece it stands on (the box
between its cut lines) must say in words what the code means: the firepower, defensive and
movement classes by name, the move in inches, the morale and the melee value. The meaning is
worked out here from the quick reference's tables as written in the data, by this module's own
reading, not by the rules code that filled the labels in; a label whose words do not follow from
its printed code is a finding.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from ...print.readback.piece_marks import cell_at
from ..sheets.rows import rows_printed, tables_by_id

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

CODE = re.compile(r"(?<![A-Za-z0-9])([A-Z])(\d)([IVX]+)(\d)(?![A-Za-z0-9])")
CHECK = "unit codes decoded"


def check_decoded(game: SheetsGame, sheet, pdf, report) -> None:
    """A finding for each printed code whose piece does not decode it, and when the file prints
    another number of codes than its rows ask for."""
    rows = [row for row in rows_printed(sheet.spec) if "code" in row]
    if not rows:
        return
    meaning = _meanings(game.sheets["quick-reference.yaml"].spec)
    printed = Counter()
    for page in pdf.pages:
        for run in page.texts:
            for match in CODE.finditer(run.text):
                printed[match.group(0)] += 1
                report.checked(CHECK)
                cell = cell_at(page, run.centre)
                words = _words(page, cell) if cell is not None else run.text
                for missing in _unsaid(match, words, meaning):
                    report.fail(CHECK, f"{match.group(0)}: the piece does not say {missing!r} ({words!r})",
                                page.number, run.centre)
    wanted = Counter()
    for row in rows:
        wanted[str(row["code"])] += int(row.get("copies", 1))
    for code in sorted(set(printed) | set(wanted)):
        if printed[code] != wanted[code]:
            report.fail(CHECK, f"{code} is printed {printed[code]} times; the rows ask for {wanted[code]}")


def _words(page, cell) -> str:
    """The text on a piece, line by line from the top, each line from the left."""
    runs = sorted(page.texts_in(cell, 0.3), key=lambda run: (-round(run.y, 1), run.x))
    return " ".join(" ".join(run.text for run in runs).split())


def _table(spec, table_id: str) -> list[list[str]]:
    found = tables_by_id(spec).get(table_id)
    return [[str(cell).strip() for cell in row] for row in found[1].rows] if found else []


def _meanings(spec) -> dict:
    """Each class's name (and each movement class's inches, each class's melee factor), straight
    from the quick reference's tables."""
    factors = {}
    for firepower, defensive, factor in _table(spec, "melee-factors"):
        factors[firepower] = factors[defensive] = int(factor)
    return {"firepower": {row[0]: row[1] for row in _table(spec, "firepower-classes")},
            "defensive": {row[0]: row[1] for row in _table(spec, "defensive-classes")},
            "movement": {row[0]: (row[1], f"{float(row[2]):g}") for row in _table(spec, "movement-classes")},
            "factor": factors}


def _unsaid(match: re.Match, words: str, meaning: dict) -> list[str]:
    """What a piece showing this code must also say and does not."""
    firepower, defensive, movement, morale = match.groups()
    if firepower not in meaning["firepower"] or defensive not in meaning["defensive"] \
            or movement not in meaning["movement"]:
        return ["a code of the class tables"]
    name, inches = meaning["movement"][movement]
    melee = meaning["factor"][firepower] + meaning["factor"][defensive] + int(morale)
    said = [meaning["firepower"][firepower], meaning["defensive"][defensive], name, f'{inches}"',
            f"Morale {morale}", f"Melee {melee}"]
    return [phrase for phrase in said if not re.search(rf"(?<![\w.]){re.escape(phrase)}(?!\w)", words, re.IGNORECASE)]
