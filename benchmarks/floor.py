"""The practical floor: a plain reportlab program that prints what a full New Techno War set holds
at its largest, and nothing else.

Two boards of 50 × 42 = 2,100 hexes (18 mm across the flats), each on one large sheet and tiled
over 16 A4 pages, every hex filled in its terrain's colour, outlined and labelled with its
coordinate; 250 double-sided counters (15 mm, a colour, a name and two numbers a face) and 24 tiles
(a title and five rows of numbers with their boxes). The same fonts (Bitstream Vera, embedded),
compression and invariant mode as the build; no data, validation, layout, cache or art beyond
that. Each file is one worker's job, as in a build. Its time is what this stack needs for the
amount of print in the set, drawn the obvious way.

    python benchmarks/floor.py OUT_FOLDER [--jobs N]
"""

from __future__ import annotations

import argparse
import math
import time
from pathlib import Path

MM = 72 / 25.4
COLUMNS, ROWS, HEX_MM = 50, 42, 18.0
TERRAIN = ((0.93, 0.94, 0.85), (0.55, 0.68, 0.46), (0.83, 0.86, 0.70), (0.73, 0.74, 0.78),
           (0.84, 0.69, 0.52), (0.66, 0.80, 0.91))
A0, A4 = (841.0, 1189.0), (210.0, 297.0)
TILED = (4, 4)  # rows x columns of A4 pages a board is tiled over
COUNTERS, COUNTER_MM = 250, 15.0
TILES, TILE_MM = 24, (87.0, 79.0)


def fonts() -> None:
    import reportlab
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    folder = Path(reportlab.__file__).parent / "fonts"
    for name, file in (("Sans", "Vera.ttf"), ("Sans-Bold", "VeraBd.ttf")):
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))


def canvas_for(path: Path):
    from reportlab.pdfgen.canvas import Canvas

    return Canvas(str(path), invariant=1, pageCompression=1, initialFontName="Sans")


def column_label(column: int) -> str:
    letter = chr(ord("A") + column % 26)
    return letter * (column // 26 + 1)


def hexes(side: int) -> list[tuple[float, float, str, tuple]]:
    """(centre x, centre y, label, colour) of every hex, in mm from the board's bottom left."""
    radius = HEX_MM / math.sqrt(3)
    found = []
    for column in range(COLUMNS):
        for row in range(ROWS):
            x = radius + column * 1.5 * radius
            y = (ROWS - row) * HEX_MM - (HEX_MM / 2 if column % 2 else 0.0)
            colour = TERRAIN[(column * 7 + row * 3 + side) // 5 % len(TERRAIN)]
            found.append((x, y, f"{column_label(column)}{row + 1}", colour))
    return found


def draw_hexes(canvas, cells, window=None) -> None:
    """Each hex: filled and outlined, its coordinate above the centre (mm, canvas scaled to mm)."""
    radius = HEX_MM / math.sqrt(3)
    corners = [(radius * math.cos(math.radians(60 * k)), radius * math.sin(math.radians(60 * k))) for k in range(6)]
    canvas.setLineWidth(0.14)
    canvas.setFont("Sans", 4.6 / MM)
    for x, y, label, colour in cells:
        if window and not (window[0] - radius <= x <= window[2] + radius and window[1] - radius <= y <= window[3] + radius):
            continue
        path = canvas.beginPath()
        path.moveTo(x + corners[0][0], y + corners[0][1])
        for dx, dy in corners[1:]:
            path.lineTo(x + dx, y + dy)
        path.close()
        canvas.setFillColorRGB(*colour)
        canvas.drawPath(path, stroke=1, fill=1)
        canvas.setFillColorRGB(0.17, 0.17, 0.17)
        canvas.drawCentredString(x, y + HEX_MM * 0.3, label)


def board_sheet(path: Path, side: int) -> None:
    canvas = canvas_for(path)
    canvas.setPageSize((A0[0] * MM, A0[1] * MM))
    canvas.scale(MM, MM)
    canvas.translate(20, 200)
    draw_hexes(canvas, hexes(side))
    canvas.showPage()
    canvas.save()


def board_tiled(path: Path, side: int) -> None:
    canvas = canvas_for(path)
    cells = hexes(side)
    width, height = COLUMNS * 1.5 * HEX_MM / math.sqrt(3), (ROWS + 0.5) * HEX_MM
    rows, columns = TILED
    step_x, step_y = width / columns, height / rows
    for row in range(rows):
        for column in range(columns):
            window = (column * step_x - 5, row * step_y - 5, (column + 1) * step_x + 5, (row + 1) * step_y + 5)
            canvas.setPageSize((A4[0] * MM, A4[1] * MM))
            canvas.saveState()
            canvas.scale(MM, MM)
            clip = canvas.beginPath()
            clip.rect(6, 13, A4[0] - 12, A4[1] - 19)
            canvas.clipPath(clip, stroke=0, fill=0)
            canvas.translate(6 - window[0], 13 - window[1])
            draw_hexes(canvas, cells, window)
            canvas.restoreState()
            canvas.setFont("Sans", 9)
            canvas.drawString(6 * MM, 6 * MM, f"row {row + 1}, column {column + 1} of {rows}×{columns}")
            canvas.showPage()
    canvas.save()


def counters(path: Path) -> None:
    """Fronts then backs, a page of each at a time."""
    canvas = canvas_for(path)
    across, down = int((A4[0] - 12) // COUNTER_MM), int((A4[1] - 12) // COUNTER_MM)
    for first in range(0, COUNTERS, across * down):
        for face in ("front", "back"):
            canvas.setPageSize((A4[0] * MM, A4[1] * MM))
            canvas.scale(MM, MM)
            canvas.setLineWidth(0.25)
            for index in range(first, min(first + across * down, COUNTERS)):
                slot = index - first
                x, y = 6 + slot % across * COUNTER_MM, A4[1] - 6 - (slot // across + 1) * COUNTER_MM
                canvas.setFillColorRGB(*TERRAIN[index % len(TERRAIN)] if face == "front" else (0.8, 0.3, 0.3))
                canvas.roundRect(x + 0.5, y + 0.5, COUNTER_MM - 1, COUNTER_MM - 1, 1, stroke=1, fill=1)
                canvas.setFillColorRGB(0, 0, 0)
                canvas.setFont("Sans-Bold", 6 / MM)
                canvas.drawCentredString(x + COUNTER_MM / 2, y + 10, f"{face[0].upper()}{index}")
                canvas.setFont("Sans-Bold", 9 / MM)
                canvas.drawString(x + 1.5, y + 2, str(index % 9 + 1))
                canvas.drawRightString(x + COUNTER_MM - 1.5, y + 2, str(index % 7 + 2))
            canvas.showPage()
    canvas.save()


def tiles(path: Path) -> None:
    canvas = canvas_for(path)
    width, height = TILE_MM
    per_page = 6
    for first in range(0, TILES, per_page):
        canvas.setPageSize((A4[0] * MM, A4[1] * MM))
        canvas.scale(MM, MM)
        canvas.setLineWidth(0.3)
        for index in range(first, min(first + per_page, TILES)):
            slot = index - first
            x, y = 12 + slot % 2 * (width + 12), A4[1] - 12 - (slot // 2 + 1) * (height + 6)
            canvas.setFillColorRGB(*TERRAIN[index % len(TERRAIN)])
            canvas.rect(x, y, width, height, stroke=1, fill=1)
            canvas.setFillColorRGB(0, 0, 0)
            canvas.setFont("Sans-Bold", 12 / MM)
            canvas.drawString(x + 3, y + height - 8, f"Tile {index + 1}")
            for line in range(5):
                base = y + height - 18 - line * 11
                canvas.setFont("Sans", 9 / MM)
                canvas.drawString(x + 3, base, f"weapon {line + 1}")
                canvas.setFont("Sans-Bold", 20 / MM)
                canvas.drawRightString(x + 40, base, str((index + line) % 12 + 4))
                for box in range(8):
                    canvas.rect(x + 44 + box * 5, base, 4, 4, stroke=1, fill=0)
        canvas.showPage()
    canvas.save()


JOBS = {
    "board-a.pdf": (board_sheet, 0), "board-a-tiled.pdf": (board_tiled, 0),
    "board-b.pdf": (board_sheet, 1), "board-b-tiled.pdf": (board_tiled, 1),
    "counters.pdf": (counters,), "tiles.pdf": (tiles,),
}
_OUT: list[Path] = []  # inherited by forked workers


def _make(name: str) -> None:
    function, *args = JOBS[name]
    function(_OUT[0] / name, *args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    args.out.mkdir(parents=True, exist_ok=True)
    _OUT.append(args.out)
    fonts()
    if args.jobs <= 1:
        for name in JOBS:
            _make(name)
    else:
        import multiprocessing

        from reportlab.pdfgen import canvas  # noqa: F401 - imported once, before the workers fork

        with multiprocessing.get_context("fork").Pool(min(args.jobs, len(JOBS))) as pool:
            pool.map(_make, JOBS, chunksize=1)
    print(f"{len(JOBS)} files in {time.perf_counter() - started:.2f} s")


if __name__ == "__main__":
    main()
