"""A screen on its two pages as geometry: where the outside's trim and folds stand, where the
inside lands on the back page, and the panels' blocks (panel.py) in screen coordinates.

Screen coordinates: mm from the trim's top-left corner, x right, y **up** (the screen lies at
y <= 0), as the face is read. The outside page holds the outside upright. Turning a sheet over
its vertical edge leaves the inside upright behind it; turning it over its horizontal edge (a
landscape sheet printed long-edge duplex) would stand the inside on its head, so the inside is
then printed turned half round (`turned`), and reads right way up once the screen stands.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import LayoutError
from ...print.layout.sheet import CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, HOME_PAPERS, PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box, back_of, page_flip
from ...print.layout.text import Measure
from ..frame import page_size
from ...print.layout.display import Ink, Rule, Ruled, Words, joined
from ..table.layout import TableBlock
from .panel import panel_set
from .schema import Screen

MARKS = CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM  # paper beyond the trim for the crop and fold marks
FOOT = 3.0 + SCALE_BAR_ROOM_MM  # under the outside's marks: the scale bar, above it the sheet's title and credit
FOOT_PT = 6.0  # the foot line's type, shrinking to FOOT_MIN_PT to fit between the printer's margins
FOOT_MIN_PT = 4.5
FOLD = "#7a7a7a"
CUT = "#9a9a9a"


@dataclass(frozen=True)
class Placement:
    """Where a screen's two faces go on their pages (page mm, origin bottom-left)."""

    width: float  # the page
    height: float
    outside: Box  # the trim on the outside page
    inside: Box  # the trim on the back page, behind the outside
    turned: bool  # the inside is printed upside down on its page
    folds: tuple[float, ...]  # x of each fold on the outside page, left to right

    def panels(self, face: str) -> list[Box]:
        """Each panel's box on its page, in the data's order (as that face is read)."""
        trim = self.outside if face == "outside" else self.inside
        edges = [trim.x] + [x - self.outside.x + trim.x for x in self.folds] + [trim.right]
        boxes = [Box(a, trim.y, b - a, trim.height) for a, b in zip(edges, edges[1:])]
        return boxes[::-1] if face == "inside" and self.turned else boxes


def room(paper: str, landscape: bool) -> tuple[float, float]:
    """The largest trim (width, height) a page holds with the crop marks around it, inside what a
    printer prints, and the foot line (title and credit) under it."""
    width, height = page_size(paper, landscape)
    return width - 2 * (PRINTER_MARGIN_MM + MARKS), height - 2 * (PRINTER_MARGIN_MM + MARKS) - FOOT


def foot_line(title: str, screen: Screen, credit: str) -> str:
    """The line at the foot of a screen's outside page: the sheet's title, the screen, the credit."""
    label = f"{title}: {screen.name}, outside"
    return f"{label}. {credit}" if credit else label


def foot_room(page_width: float) -> float:
    """How wide the foot line may be: the page less what the printer cannot print at its sides."""
    return page_width - 2 * PRINTER_MARGIN_MM


def placement(screen: Screen, paper: str, duplex: str = "long", offset: tuple[float, float] = (0.0, 0.0)) -> Placement:
    across, tall = screen.panels * screen.width, screen.height
    landscape = across > tall
    width, height = page_size(paper, landscape)
    most = room(paper, landscape)
    if across > most[0] + 1e-6 or tall > most[1] + 1e-6:
        raise LayoutError(f"on {paper.upper()} paper a screen of {screen.panels} panels can be "
                          f"{most[0]:.1f} x {most[1]:.1f} mm with its crop marks (panels up to "
                          f"{most[0] / screen.panels:.1f} mm wide, {most[1]:.1f} mm tall); this one is "
                          f"{across:.1f} x {tall:.1f} mm")
    outside = Box((width - across) / 2, (height - tall + FOOT) / 2, across, tall)
    # "long" and "short" name the sheet's edges; back_of takes them as a portrait page's
    flip = page_flip(duplex)  # a screen fills its page: without duplex, its inside is glued behind it
    axis = flip if height >= width else {"long": "short", "short": "long"}[flip]
    inside = back_of(outside, width, height, axis, offset)
    folds = tuple(outside.x + n * screen.width for n in range(1, screen.panels))
    return Placement(width, height, outside, inside, axis == "short", folds)


def fits(screen: Screen, papers: list[str]) -> list[str]:
    """Why the screen does not fit each of `papers` (nothing when it fits them all)."""
    found = []
    for paper in papers:
        try:
            placement(screen, paper)
        except LayoutError as exc:
            found.append(str(exc))
    return found


@dataclass(frozen=True)
class Face:
    """A face laid out in screen coordinates: its ink and its tables at (x, top)."""

    ink: Ink
    tables: tuple[tuple[float, float, TableBlock], ...]


def face(screen: Screen, name: str, measure: Measure, label: str) -> Face:
    """The panels of face `name` (outside or inside) side by side, with its folds and fold marks;
    the outside also carries a fine cut line round the trim."""
    across, tall = screen.panels * screen.width, screen.height
    parts, tables = [], []
    for index, blocks in enumerate(screen.face(name)):
        where = f"{label} {name} panel {index + 1}"
        panel = panel_set(blocks, screen.width, screen.room, screen.colour, measure, where)
        parts.append(panel.ink.moved(index * screen.width, 0.0))
        tables += [(x + index * screen.width, top, table) for x, top, table in panel.tables]
    rules, words = [], []
    for n in range(1, screen.panels):
        x = n * screen.width
        rules.append(Rule((x, 0.0), (x, -tall), 0.25, FOLD, dashed=True))
        for y0, y1 in ((CROP_MARK_GAP_MM, MARKS), (-tall - CROP_MARK_GAP_MM, -tall - MARKS)):
            rules.append(Rule((x, y0), (x, y1), 0.25, FOLD, dashed=True))
        words.append(Words("fold", x + 1.0, CROP_MARK_GAP_MM + 0.5, 5.0, anchor="start", colour=FOLD))
    cut = (Ruled(Box(0.0, -tall, across, tall), stroke=CUT, width=0.2),) if name == "outside" else ()
    if screen.band:  # the player's colour along the foot, on both faces
        cut = (Ruled(band_box(screen), fill=screen.colour, stroke=None),) + cut
    folds = Ink(across, tall, tuple(words), cut, tuple(rules))
    return Face(joined(across, tall, parts + [folds]), tuple(tables))


def band_box(screen: Screen) -> Box:
    """The band of the screen's colour along the foot of a face, in screen coordinates."""
    return Box(0.0, -screen.height, screen.panels * screen.width, screen.band)


def papers(paper: str | None) -> list[str]:
    """The papers a screen sheet must fit: its own, or every one a build may use."""
    return [paper] if paper else list(HOME_PAPERS)
