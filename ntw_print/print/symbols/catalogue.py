"""The catalogue sheet: every code ntw-print draws, each in the four affiliations filled in the
standard colours and unfilled, so that a designer can choose on paper (`ntw-print symbols`).

`rows` is the table of what the sheet shows (the docs and the tests read it too); `pages` lays
the rows out on the paper, a row per code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from ..layout.sheet import Box, paper_size
from ..render.draw import text
from ..render.pdf import Page
from . import codes
from .codes import UNFILLED, parse
from .compounds import COMPOUNDS
from .echelons import AMPLIFIERS, ECHELONS, REINFORCEMENTS
from .frames import AFFILIATIONS
from .icons import ICONS
from .modifiers import MODIFIERS
from .render import draw_symbol
from .sidc import to_sidc
from .symbol import PREFIX

MARGIN = 12.0
HEADER = 16.0  # the title and the columns' names
ROW = 12.5
CODE_COLUMN = 62.0
CELL_GAP = 1.2
TITLE_PT, CODE_PT, WORDS_PT, HEAD_PT = 11, 7, 5.5, 6


@dataclass(frozen=True)
class Row:
    section: str
    code: str  # as a designer writes it; each cell adds the affiliation and the fill
    words: str


def rows() -> list[Row]:
    """Every icon, named combination, modifier, echelon and amplifier, with what it is."""
    found = [Row("icon", PREFIX + icon.name, _words(icon.words, icon.aliases)) for icon in ICONS]
    found += [Row("named combination", PREFIX + c.name, _words(f"= {c.makeup}", c.aliases)) for c in COMPOUNDS]
    found += [Row(f"sector {m.sector} modifier", PREFIX + m.name, _words(m.words, m.aliases)) for m in MODIFIERS]
    found += [Row("echelon", f"{PREFIX}infantry:{e.name}", _words(e.name, e.aliases)) for e in ECHELONS]
    found += [Row("amplifier", f"{PREFIX}infantry:battalion:{name}", _words(words, aliases))
              for name, (words, aliases) in AMPLIFIERS.items()]
    found += [Row("amplifier", f"{PREFIX}infantry:battalion:{name}", _words(name, aliases))
              for name, (_, aliases) in REINFORCEMENTS.items()]
    return found


def _words(what: str, aliases: tuple[str, ...]) -> str:
    other = [a for a in aliases if a != what]
    return what + (f"; also {', '.join(other)}" if other else "")


def cell_codes(row: Row) -> list[str]:
    """The codes a row shows, left to right: each affiliation filled, then each unfilled."""
    return [f"{row.code}:{a}" for a in AFFILIATIONS] + [f"{row.code}:{a}:{UNFILLED}" for a in AFFILIATIONS]


def pages(paper: str) -> list[Page]:
    width, height = paper_size(paper)
    per_page = int((height - 2 * MARGIN - HEADER) // ROW)
    table = rows()
    chunks = [table[i:i + per_page] for i in range(0, len(table), per_page)]
    return [Page(width, height, _drawer(chunk, width, height, n + 1, len(chunks)), label=f"symbols {n + 1}")
            for n, chunk in enumerate(chunks)]


def _drawer(chunk: list[Row], width: float, height: float, number: int, count: int) -> Callable[[Canvas], None]:
    cell = (width - 2 * MARGIN - CODE_COLUMN) / 8

    def draw(canvas: Canvas) -> None:
        top = height - MARGIN
        text(canvas, MARGIN, top - 4, f"NATO land-unit symbols drawn by ntw-print ({number} of {count})", TITLE_PT,
             bold=True, anchor="start")
        for i, fill in enumerate(("filled in the standard colours", "unfilled")):
            text(canvas, MARGIN + CODE_COLUMN + (i * 4 + 2) * cell, top - HEADER + 5, fill, HEAD_PT, bold=True)
        for i, name in enumerate(AFFILIATIONS * 2):
            text(canvas, MARGIN + CODE_COLUMN + (i + 0.5) * cell, top - HEADER + 2, name, HEAD_PT)
        for i, row in enumerate(chunk):
            y = top - HEADER - (i + 1) * ROW
            text(canvas, MARGIN, y + ROW / 2 + 2, row.code, CODE_PT, bold=True, anchor="start")
            text(canvas, MARGIN + CODE_COLUMN - 2, y + ROW / 2 - 3.6, row.section, WORDS_PT, anchor="end")
            text(canvas, MARGIN, y + ROW / 2 - 1, _clipped(row.words), WORDS_PT, anchor="start")
            sidc = to_sidc(parse(row.code))
            if sidc:
                text(canvas, MARGIN, y + ROW / 2 - 3.6, f"SIDC {sidc}", WORDS_PT, anchor="start")
            for j, code in enumerate(cell_codes(row)):
                box = Box(MARGIN + CODE_COLUMN + j * cell + CELL_GAP, y + CELL_GAP, cell - 2 * CELL_GAP,
                          ROW - 2 * CELL_GAP)
                draw_symbol(canvas, parse(code), box)
    return draw


def _clipped(words: str, most: int = 60) -> str:
    return words if len(words) <= most else words[:most - 1] + "…"


FIELDS = """
## Codes from a row's fields

A code is text like any other in a face, so `{field}` fills it in: a counter template writes

```yaml
type: {x: 50%, y: 1mm, width: 12mm, height: 8.6mm, symbol: "nato:{affiliation}:{unit}:{echelon}"}
```

and each side's selector gives its rows their affiliation (`values: {affiliation: hostile}`),
while the table's rows name the unit (`mechanised`, `infantry/mountain`) and the echelon
(`battalion`, `xx`). A side's own frame colour is one more part: `values: {fill: "#a9c1e3"}` with
`nato:{affiliation}:{unit}:{fill}`, and its lines' colour another (`ink=#ffffff` on a dark
counter); counters on a coloured background usually want `unfilled`.
`tests/fixtures/games/nato/` is a small game written this way.

`check` refuses a code that does not read at the row it comes from, with the closest names; verify
reads which symbol each box carries (every placed symbol is marked with its code, in the one
spelling shown below) and holds it to the data. Each symbol is drawn once per PDF, as a form.
The geometry follows APP-6(D) / MIL-STD-2525D's 200-unit square; `militia` is ntw-print's own
(the standard has none), drawn as the letters MIL above the icon.
"""


def markdown() -> str:
    """docs/symbols.md: how a code is written, then every code the catalogue prints (a test keeps
    the page equal to this, so the docs list exactly what ntw-print draws)."""
    how = codes.__doc__
    lines = ["# NATO unit symbols", "",
             "Written by `python -m ntw_print.print.symbols.catalogue > docs/symbols.md` from the tables in",
             "`ntw_print/print/symbols/`; `ntw-print symbols` prints the same codes on paper, each in the four",
             "affiliations, filled and unfilled.", "",
             "![The catalogue's first page](previews/symbols.png)", "",
             "(`ntw-print symbols --out output/symbols/symbols.pdf` and `ntw-print preview --out output/symbols "
             "--to docs/previews symbols` make the picture again.)", "", "## Writing a code", "", "```text",
             *how.split("\n", 1)[1].strip("\n").splitlines(), "```", "", *FIELDS.strip().splitlines(), ""]
    section = None
    for row in rows():
        if row.section != section:
            section = row.section
            lines += ["", f"## {section[0].upper()}{section[1:]}s", "", "| code | what it is | SIDC |", "|---|---|---|"]
        sidc = to_sidc(parse(row.code)) or ""
        lines.append(f"| `{row.code}` | {row.words} | {sidc} |")
    return "\n".join(lines).replace("\n\n\n", "\n\n") + "\n"


if __name__ == "__main__":
    print(markdown(), end="")
