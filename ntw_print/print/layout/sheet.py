"""Sheet geometry as plain data, in millimetres with the origin at the page's bottom-left corner.

Nothing here draws: these functions return boxes and line segments that a renderer strokes, a test
checks and the verifier reads back from the PDF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

PAPER_SIZES_MM: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "tabloid": (279.4, 431.8),  # also called Ledger (the same sheet turned)
}
PAPER_ALIASES = {"ledger": "tabloid"}
HOME_PAPERS = ("a4", "letter")
"""The smallest papers a build may use: a sheet that fits both fits every paper (a custom paper holds
one of them, upright), so these are the ones `check` lays every sheet out on."""
LARGEST_CUSTOM_MM = 2000.0
_CUSTOM = re.compile(r"^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(mm|in)$")

# Large sheets for print shops, smallest first by area (portrait width, height).
LARGE_SHEETS_MM: dict[str, tuple[float, float]] = {
    "A3": (297.0, 420.0),
    "A2": (420.0, 594.0),
    "A1": (594.0, 841.0),
    "ARCH D": (609.6, 914.4),
    "A0": (841.0, 1189.0),
    "ARCH E": (914.4, 1219.2),
    "B0": (1000.0, 1414.0),
}

PRINTER_MARGIN_MM = 6.0  # what almost every home printer can print up to
CROP_MARK_LENGTH_MM = 5.0
CROP_MARK_GAP_MM = 1.0  # between the bleed edge and the start of a crop mark
# Where a block of pieces sharing their cuts stands close to the printer margin, its marks end at that margin
# and start nearer the cut, over the block's outer bleed (never on a piece): at least this long, this far out
SHORT_MARK_MM = 1.25
SHORT_MARK_START_MM = 0.25
MAX_BLEED_MM = 10.0  # the most bleed a build allows (--bleed): a sheet check accepts must print with it
SCALE_BAR_ROOM_MM = 4.0  # kept free above the printer margin at the foot of a sheet, for the scale bar
# a sheet of pieces keeps more at its foot: the scale bar and, beside it, the cutting guide, and over them the
# sheet's label and credit, all inside what a home printer prints
PIECE_FOOT_MM = 7.0  # two 127 mm discs with their bleed still go one above the other on A4
LABEL_OVER_FOOT_MM = 1.5  # from the top of that room down to the label's baseline
MAX_BACK_OFFSET_MM = 4.0  # the duplex test's scales read this far either way; sheets keep room for it

Duplex = Literal["long", "short"]


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: x, y of the bottom-left corner, width, height (mm)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def grow(self, by: float) -> "Box":
        return Box(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)

    def contains(self, other: "Box", tolerance: float = 1e-6) -> bool:
        return (other.x >= self.x - tolerance and other.y >= self.y - tolerance
                and other.right <= self.right + tolerance and other.top <= self.top + tolerance)

    def fitted(self, width: float, height: float) -> "Box":
        """The largest box of these proportions inside this one, centred in it (art fitted to its box)."""
        scale = min(self.width / width, self.height / height)
        return Box(self.x + (self.width - width * scale) / 2, self.y + (self.height - height * scale) / 2,
                   width * scale, height * scale)

    @staticmethod
    def around(boxes: list["Box"]) -> "Box":
        x0 = min(b.x for b in boxes)
        y0 = min(b.y for b in boxes)
        x1 = max(b.right for b in boxes)
        y1 = max(b.top for b in boxes)
        return Box(x0, y0, x1 - x0, y1 - y0)


Segment = tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True)
class SheetSpec:
    """The physical sheet and how pieces are cut from it."""

    width: float
    height: float
    bleed: float
    margin: float = PRINTER_MARGIN_MM
    back_offset: tuple[float, float] = (0.0, 0.0)  # backs move by this: room is kept for it
    # Pieces side by side share their cuts (no gutter; the bleed runs round the block only), with crop
    # marks as long as the room outside the block allows; else each piece has its own cuts and bleed
    shared_cuts: bool = False
    # where the sheet keeps its foot (the scale bar, label and cutting guide): along the foot, or, for
    # pieces sharing their cuts that take the sheet's whole height (nine poker cards on Letter), along
    # its left edge, turned
    foot: Literal["bottom", "side"] = "bottom"

    @property
    def gutter(self) -> float:
        """Between two pieces side by side: twice the bleed, or nothing where they share their cut."""
        return 0.0 if self.shared_cuts else 2 * self.bleed

    @property
    def usable(self) -> Box:
        """Where pieces may go: inside the printer margin, leaving room for crop marks and bleed,
        for the backs' offset (so a back and its marks stay as far inside as a front's), and for
        the scale bar and the cutting guide at the foot. Pieces sharing their cuts need room for short
        marks only (over their bleed), and their bleed must stay on the paper and off the foot."""
        if self.shared_cuts:
            side = max(self.margin + SHORT_MARK_START_MM + SHORT_MARK_MM, self.bleed)
            foot = self.margin + PIECE_FOOT_MM + max(SHORT_MARK_START_MM + SHORT_MARK_MM, self.bleed)
            dx, dy = abs(self.back_offset[0]), abs(self.back_offset[1])
            if self.foot == "side":  # the foot on the left of a front, on the right of its back
                return Box(foot + dx, side + dy, self.width - foot - side - 2 * dx, self.height - 2 * (side + dy))
            return Box(side + dx, foot + dy, self.width - 2 * (side + dx), self.height - side - foot - 2 * dy)
        inset = self.margin + CROP_MARK_LENGTH_MM + CROP_MARK_GAP_MM + self.bleed
        across, up = inset + abs(self.back_offset[0]), inset + abs(self.back_offset[1])
        return Box(across, up + PIECE_FOOT_MM, self.width - 2 * across, self.height - 2 * up - PIECE_FOOT_MM)

    def foot_at(self, back: bool = False, flip: str = "long") -> str:
        """The edge a page keeps its foot along: "bottom" (or "top" on a back turned over the short
        edge), "left" (or "right" on a back turned over the long edge)."""
        if self.foot == "side":
            return "right" if back and flip == "long" else "left"
        return "top" if back and flip == "short" else "bottom"

    def mark_room(self, foot_at: str = "bottom") -> Box:
        """Where crop marks may stand: inside what a printer prints, off the foot along that edge."""
        printable = Box(self.margin, self.margin, self.width - 2 * self.margin, self.height - 2 * self.margin)
        x, y, width, height = printable.x, printable.y, printable.width, printable.height
        if foot_at in ("bottom", "top"):
            return Box(x, y + (PIECE_FOOT_MM if foot_at == "bottom" else 0.0), width, height - PIECE_FOOT_MM)
        return Box(x + (PIECE_FOOT_MM if foot_at == "left" else 0.0), y, width - PIECE_FOOT_MM, height)

    def for_backs(self, offset: tuple[float, float]) -> "SheetSpec":
        """This sheet with room kept for backs moved by `offset`."""
        return replace(self, back_offset=offset)


def paper_name(given: str) -> str:
    """The paper's name as builds use it (folder, manifest): `a4`, `letter`, `a3`, `tabloid`, or a
    custom size `300x450mm` (written `300 x 450 mm`, `12x18in` too). A ValueError says what is wrong."""
    text = given.strip().lower()
    text = PAPER_ALIASES.get(text, text)
    if text in PAPER_SIZES_MM:
        return text
    match = _CUSTOM.match(text)
    if match is None:
        raise ValueError(f"'{given}' is not a paper: use {', '.join(PAPER_SIZES_MM)}, ledger, or a size such as "
                         "300x450mm or 12x18in (width x height)")
    scale = 25.4 if match.group(3) == "in" else 1.0
    width, height = float(match.group(1)) * scale, float(match.group(2)) * scale
    if max(width, height) > LARGEST_CUSTOM_MM:
        raise ValueError(f"{given}: a custom paper is at most {LARGEST_CUSTOM_MM:g} mm long")
    if not holds_a_home_paper(width, height):
        turned = f"; turned, {height:g}x{width:g}mm, it does" if holds_a_home_paper(height, width) else ""
        raise ValueError(f"{given}: a custom paper holds an upright A4 (210 x 297 mm) or Letter (215.9 x 279.4 mm) "
                         f"page, every sheet being laid out to fit both (width x height{turned})")
    return f"{width:g}x{height:g}mm"


def holds_a_home_paper(width: float, height: float) -> bool:
    """Whether a sheet this wide and tall holds an upright A4 or Letter page (so every sheet fits it)."""
    return any(width >= w - 1e-6 and height >= h - 1e-6 for w, h in (PAPER_SIZES_MM[name] for name in HOME_PAPERS))


def paper_size(name: str) -> tuple[float, float]:
    """Width and height in mm (portrait as named) of a paper `paper_name` gives."""
    if name in PAPER_SIZES_MM:
        return PAPER_SIZES_MM[name]
    width, height = name.removesuffix("mm").split("x")
    return float(width), float(height)


def paper_title(name: str) -> str:
    """The paper as a person names it: `A4`, `Letter`, `Tabloid`, `300 × 450 mm`."""
    if name in PAPER_SIZES_MM:
        return name.upper() if name.startswith("a") else name.capitalize()
    width, height = paper_size(name)
    return f"{width:g} × {height:g} mm"


def paper(name: str, bleed: float) -> SheetSpec:
    width, height = paper_size(name)
    return SheetSpec(width, height, bleed)


Grid = tuple[int, int]  # pieces across, down


def grid_capacity(sheet: SheetSpec, width: float, height: float, most: Grid | None = None) -> Grid:
    """How many pieces of this size fit across and down, with the sheet's gutter (no more than `most`,
    the grid a designer asks for)."""
    gutter = sheet.gutter
    area = sheet.usable
    across = int((area.width + gutter + 1e-9) // (width + gutter))
    down = int((area.height + gutter + 1e-9) // (height + gutter))
    if most is not None:
        across, down = min(across, most[0]), min(down, most[1])
    return across, down


def grid_slots(sheet: SheetSpec, width: float, height: float, count: int | None = None,
               most: Grid | None = None) -> list[Box]:
    """Trim boxes of pieces packed in rows from the top-left, the block centred where pieces may go.

    `count` limits the slots (the block is still centred as a full grid, so all pages of a
    component share the same cut lines).
    """
    across, down = grid_capacity(sheet, width, height, most)
    if across == 0 or down == 0:
        return []
    gutter = sheet.gutter
    block_w = across * width + (across - 1) * gutter
    block_h = down * height + (down - 1) * gutter
    area = sheet.usable
    x0 = area.x + (area.width - block_w) / 2
    top = area.top - (area.height - block_h) / 2
    slots = [
        Box(x0 + col * (width + gutter), top - (row + 1) * height - row * gutter, width, height)
        for row in range(down)
        for col in range(across)
    ]
    return slots if count is None else slots[:count]


def crop_marks(trims: list[Box], bleed: float, room: Box | None = None) -> list[Segment]:
    """Short cut guides outside the block of pieces, one pair per distinct cut line.

    Each mark starts CROP_MARK_GAP_MM beyond the bleed of the whole block, so it is never printed
    on a piece, and runs CROP_MARK_LENGTH_MM outward. Where `room` (the sheet's `mark_room`) ends
    sooner, a mark ends there and starts as far out as leaves it SHORT_MARK_MM long, over the block's
    outer bleed when it must.
    """
    if not trims:
        return []
    block = Box.around(trims)
    sides = mark_spans(block, bleed, room)
    xs = sorted({round(v, 6) for b in trims for v in (b.x, b.right)})
    ys = sorted({round(v, 6) for b in trims for v in (b.y, b.top)})
    marks: list[Segment] = []
    (low_start, low_end), (top_start, top_end), (left_start, left_end), (right_start, right_end) = sides
    for x in xs:
        marks.append(((x, block.y - low_end), (x, block.y - low_start)))
        marks.append(((x, block.top + top_start), (x, block.top + top_end)))
    for y in ys:
        marks.append(((block.x - left_end, y), (block.x - left_start, y)))
        marks.append(((block.right + right_start, y), (block.right + right_end, y)))
    return marks


def mark_spans(block: Box, bleed: float, room: Box | None) -> list[tuple[float, float]]:
    """How far out from the block's cut each mark starts and ends, below, above, left and right."""
    start = bleed + CROP_MARK_GAP_MM
    end = start + CROP_MARK_LENGTH_MM
    if room is None:
        return [(start, end)] * 4
    spans = []
    for space in (block.y - room.y, room.top - block.top, block.x - room.x, room.right - block.right):
        if space + 1e-9 >= end:
            spans.append((start, end))
        else:  # clear of the bleed when that leaves a short mark, else as long a mark as fits over it
            outer = round(space, 6)
            spans.append((start if outer - start >= SHORT_MARK_MM else
                          max(SHORT_MARK_START_MM, outer - CROP_MARK_LENGTH_MM), outer))
    return spans


def back_of(box: Box, sheet_width: float, sheet_height: float, duplex: Duplex,
            offset: tuple[float, float] = (0.0, 0.0)) -> Box:
    """Where a piece's back goes on the back page so it lands behind its front.

    Long-edge duplex turns the sheet over its long (vertical) edge: x is mirrored. Short-edge
    duplex turns it over the short edge: y is mirrored. `offset` corrects a printer's measured
    misregistration (from the duplex test page).
    """
    dx, dy = offset
    if duplex == "long":
        return Box(sheet_width - box.right + dx, box.y + dy, box.width, box.height)
    return Box(box.x + dx, sheet_height - box.top + dy, box.width, box.height)


def page_flip(duplex: str) -> Duplex:
    """How a page printed for its back is turned: as the duplex flip says; with `fold` (no duplex
    printer) a page of backs that cannot fold beside its front is glued behind it, turned as by the
    long edge."""
    return "short" if duplex == "short" else "long"


def smallest_sheet(width: float, height: float, bleed: float) -> tuple[str, float, float]:
    """The smallest large sheet holding a trim of this size with its marks, turned the way the trim
    is (a landscape board on a landscape sheet) when it fits both ways."""
    need = 2 * (PRINTER_MARGIN_MM + CROP_MARK_LENGTH_MM + CROP_MARK_GAP_MM + bleed)
    for name, (w, h) in LARGE_SHEETS_MM.items():
        turns = ((h, w), (w, h)) if width > height else ((w, h), (h, w))
        for sw, sh in turns:
            if width + need <= sw + 1e-9 and height + need <= sh + 1e-9:
                return name, sw, sh
    raise ValueError(f"no standard sheet holds {width:.0f} x {height:.0f} mm")
