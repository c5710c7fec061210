"""Text on the board: the hex coordinates (with a halo in the colour of the ground under them) and
the names of places."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ....core.geometry import MM_PER_PT
from ....kinds.board.label_room import LabelSpot
from ....print.layout.sheet import Box
from ....grids.hex import Hex
from .board_art import LABEL_PT, BoardArt
from .board_art import BAND_INK, PAPER_WHITE
from ....print.render.draw import cap_height, colour
from ....print.render.pdf import FONT, FONT_BOLD, FONT_ITALIC, text_width
from ....print.render.text_runs import TextRuns

LABEL_INK = colour("#2b2b2b")


def draw_labels(canvas: Canvas, art: BoardArt, spots: Sequence[LabelSpot]) -> None:
    """Coordinates: a halo in the colour of the ground under them, then the ink."""
    placed = [(spot, art.label_origin[spot.key]) for spot in spots]
    canvas.saveState()  # the stroke-only text mode of the halo must not outlive it
    canvas.setLineWidth(0.5)
    canvas.setLineJoin(1)
    halo = TextRuns(canvas, outline=True)
    _label_runs(halo, placed, art.label_ground)
    halo.draw()
    canvas.restoreState()
    ink = TextRuns(canvas)
    ink.colour(LABEL_INK)
    _label_runs(ink, placed)
    ink.draw()


def _label_runs(runs: TextRuns, placed: Sequence[tuple[LabelSpot, float]], halo_of: dict[Hex, str] | None = None) -> None:
    """Each label at the x it starts at: the halo colour set only when the ground changes."""
    last = None
    for spot, x in placed:
        if halo_of is not None and halo_of[spot.key] != last:
            last = halo_of[spot.key]
            runs.colour(colour(last), stroke=True)
        runs.font(FONT, LABEL_PT * spot.scale * MM_PER_PT)
        runs.show(x, spot.baseline[1], spot.text)


PLACE_STYLE = {  # kind -> (font, size in points, letter spacing in mm, capitals)
    "town": (FONT_BOLD, 15.0, 1.4, True),
    "district": (FONT_BOLD, 8.5, 0.6, True),
    "feature": (FONT_ITALIC, 8.0, 0.15, False),
}


def draw_place_names(canvas: Canvas, art: BoardArt, window: Box) -> None:
    """Names of places, centred on their hex between the rows of coordinates, with a white halo."""
    geometry = art.geometry
    for place in art.board.places:
        font, points, spacing, capitals = PLACE_STYLE[place.kind]
        name = place.name.upper() if capitals else place.name
        cx, cy = geometry.center(place.at)
        width = text_width(name, font, points) + spacing * (len(name) - 1)
        if cx + width / 2 < window.x or cx - width / 2 > window.right:
            continue
        baseline = cy + geometry.hex_size * 0.19 - cap_height(points) / 2
        for halo in (True, False):
            canvas.saveState()
            text = canvas.beginText()
            text.setFont(font, points * MM_PER_PT)
            text.setCharSpace(spacing)
            if halo:
                text.setTextRenderMode(1)
                text.setStrokeColor(PAPER_WHITE)
                canvas.setLineWidth(0.9)
                canvas.setStrokeAlpha(0.85)
            else:
                text.setFillColor(BAND_INK)
            text.setTextOrigin(cx - width / 2, baseline)
            text.textOut(name)
            canvas.drawText(text)
            canvas.restoreState()

