"""Turn pieces (counters, tiles) into printable front and back pages."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from reportlab.pdfgen.canvas import Canvas

from ..layout.cutting import cut_advice, print_advice
from ..layout.pieces import FOLD, PieceSize, SheetPlan, plan_sheets
from ..layout.scale_bar import foot_bar, side_bar
from ..layout.sheet import HOME_PAPERS, LABEL_OVER_FOOT_MM, PIECE_FOOT_MM, Box, Duplex, Segment, SheetSpec, page_flip, \
    paper
from .draw import GREY, INK, fitted_text, unfitted
from .pdf import Page, turn_to_edge
from ...core.marks import KEY
from ...core.yamlsrc import PathKey

FOLD_MARK_MM = 0.3
FOLD_MARK_GREY = (0.45, 0.45, 0.45)

# Draws one face of a piece: the trim box is given; art should fill the trim grown by the bleed.
FaceDrawer = Callable[[Canvas, Box, float], None]


@dataclass
class Piece:
    key: str
    width: float
    height: float
    front: FaceDrawer
    back: FaceDrawer | None = None
    group: str = ""  # a new sheet starts where the group changes
    grid: tuple[int, int] | None = None  # at most this many across and down (`grid: 3x3`)
    marked: bool = False  # its front prints a designer mark: the page carries the marks' key
    back_marked: bool = False  # its back does: the back page (or the folded page) carries the key


def piece_pages(pieces: list[Piece], sheet: SheetSpec, duplex: str, title: str,
                offset: tuple[float, float] = (0.0, 0.0), credit: str = "", share: bool = False) -> list[Page]:
    """Front page then (if any piece has a back) its back page, for every sheet needed; each page
    labelled with the title (and the credit, when there is one) under the pieces. With `fold`
    duplex, the backs go beside their fronts on one page, mirrored about the fold line. With `share`,
    pieces may share their cuts where that takes fewer sheets (layout/pieces.py)."""
    by_key = {p.key: p for p in pieces}
    pages: list[Page] = []
    plans = plan_sheets(piece_sizes(pieces), sheet, duplex, offset, share)
    flip = page_flip(duplex)  # pieces too big to fold: a page of backs, turned as by the long edge
    backs = "glue" if duplex == FOLD else "duplex"
    for number, plan in enumerate(plans, start=1):
        label = f"{title}, sheet {number} of {len(plans)}"
        if plan.fold is not None:
            pages.append(_folded_page(sheet, plan, by_key, label + ", folded", credit))
            continue
        guide = (print_advice(backs if plan.backs is not None else "none", flip), cut_advice(plan.front_marks))
        pages.append(_page(sheet, plan, by_key, plan.fronts, plan.front_marks, "front", label + ", front", credit,
                           flip, guide, plan.front_art))
        if plan.backs is not None:
            pages.append(_page(sheet, plan, by_key, plan.backs, plan.back_marks, "back", label + ", back", credit,
                               flip, art=plan.back_art))
    return pages


def piece_sizes(pieces: list[Piece]) -> list[PieceSize]:
    """What the layout needs of each piece: its key, size, whether it has a back, its group."""
    return [PieceSize(p.key, p.width, p.height, p.back is not None, p.group, p.grid) for p in pieces]


def _draw_faces(canvas: Canvas, sheet: SheetSpec, keys: list[str], by_key: dict[str, Piece], boxes: list[Box],
                face: str, art: list[Box] | None = None) -> None:
    """Each piece's face at its box; where pieces share their cuts, each clipped to its own `art` area."""
    for index, (key, box) in enumerate(zip(keys, boxes)):
        drawer = getattr(by_key[key], face)
        if drawer is not None:
            canvas.saveState()
            if art is not None:
                area = art[index]
                path = canvas.beginPath()
                path.rect(area.x, area.y, area.width, area.height)
                canvas.clipPath(path, stroke=0, fill=0)
            drawer(canvas, box, sheet.bleed)
            canvas.restoreState()


def _folded_page(sheet: SheetSpec, plan: SheetPlan, by_key: dict[str, Piece], label: str, credit: str) -> Page:
    """Fronts and, mirrored about the fold line, their backs on one page; the fold marked outside them."""
    guide = (print_advice("fold"), cut_advice(plan.front_marks))

    def draw(canvas: Canvas) -> None:
        _draw_faces(canvas, sheet, plan.keys, by_key, plan.fronts, "front")
        _draw_faces(canvas, sheet, plan.keys, by_key, plan.backs or [], "back")  # a folded sheet has its backs
        draw_fold_marks(canvas, plan.fold_marks or [])
        _page_label(canvas, sheet, _label_words(label, credit, _marked(plan.keys, by_key, "front")
                                                  or _marked(plan.keys, by_key, "back")), at_top=False)
        _guide(canvas, sheet, guide)

    trim = Box.around(plan.fronts)
    return Page(sheet.width, sheet.height, draw, trim=trim, bleed=trim.grow(sheet.bleed),
                crop_marks=plan.front_marks + plan.back_marks, label=label,
                placements=list(zip(plan.keys, plan.fronts)))


def draw_fold_marks(canvas: Canvas, marks: list[Segment]) -> None:
    """Dashed grey lines on the fold: thicker than a crop mark and not black, so never taken for one."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*FOLD_MARK_GREY)
    canvas.setLineWidth(FOLD_MARK_MM)
    canvas.setDash([1.0, 0.8])
    for (x0, y0), (x1, y1) in marks:
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()


def _page(sheet: SheetSpec, plan: SheetPlan, by_key: dict[str, Piece], boxes: list[Box], marks: list[Segment],
          face: str, label: str, credit: str, flip: Duplex, guide: tuple[str, str] | None = None,
          art: list[Box] | None = None) -> Page:
    def draw(canvas: Canvas) -> None:
        _draw_faces(canvas, sheet, plan.keys, by_key, boxes, face, art)
        words = _label_words(label, credit, _marked(plan.keys, by_key, face))
        if plan.foot == "side":  # along the left edge of a front (the right of a back turned over the long edge)
            canvas.saveState()
            turn_to_edge(canvas, bar.turn, sheet.width, sheet.height)
            turned = replace(sheet, width=sheet.height, height=sheet.width)
            _page_label(canvas, turned, words, at_top=False)
            if guide:
                _guide(canvas, turned, guide)
            canvas.restoreState()
            return
        _page_label(canvas, sheet, words, at_top=face == "back" and flip == "short")
        if guide:
            _guide(canvas, sheet, guide)

    trim = Box.around(boxes)
    bar = side_bar(sheet.width, sheet.height) if plan.foot == "side" else foot_bar()
    if face == "back":
        bar = bar.mirrored(sheet.width, sheet.height, flip)
    return Page(sheet.width, sheet.height, draw, trim=trim, bleed=trim.grow(sheet.bleed),
                crop_marks=marks, label=label, placements=list(zip(plan.keys, boxes)), scale_bar=bar,
                back=face == "back")


def _marked(keys: list[str], by_key: dict[str, Piece], face: str) -> bool:
    """Whether a piece of the sheet prints a designer mark on this face."""
    return any(by_key[key].back_marked if face == "back" else by_key[key].marked for key in keys)


def _label_words(label: str, credit: str, key: bool) -> str:
    """The page's label, then the credit, then (on a page whose pieces print a designer mark) the key."""
    return ". ".join(words for words in (label, credit, KEY if key else "") if words)


GUIDE_PT = 5.5
LABEL_PT = 5.0
LABEL_MIN_PT = 4.5


def label_problems(title: str, credit: str, key: bool) -> list[tuple[PathKey, str]]:
    """The sheet label too long for the foot of the page on a paper a build may use, as `_page_label`
    sets it: the longest a sheet of up to 99 prints (every digit is as wide as another), with the
    credit and (`key`: some piece prints a designer mark) the marks' key; at the credit where there is
    one (its words are the longer), else at the title. For the kinds' fit checks: what `check`
    accepts, `build` builds."""
    words = _label_words(f"{title}, sheet 99 of 99, folded", credit, key)
    for name in HOME_PAPERS:
        sheet = paper(name, 0.0)
        why = unfitted(words, sheet.width - 2 * sheet.margin, LABEL_PT, LABEL_MIN_PT,
                       "label at the foot of the sheet (its title, 'sheet n of N' and its credit)")
        if why:
            return [(("credit",) if credit else ("title",), f"on {name.upper()} paper: {why}")]
    return []


def _guide(canvas: Canvas, sheet: SheetSpec, lines: tuple[str, str]) -> None:
    """The cutting guide, two lines right of the scale bar in the room the sheet keeps at its foot."""
    x = foot_bar().box.right + 3.0
    room = sheet.width - sheet.margin - x
    for line, y in zip(lines, (sheet.margin + 3.3, sheet.margin + 1.0)):
        fitted_text(canvas, x, y, line, room, GUIDE_PT, 4.5, "cutting guide", fill=INK, anchor="start")


def _page_label(canvas: Canvas, sheet: SheetSpec, label: str, at_top: bool) -> None:
    """The sheet's label and credit over the scale bar, in the room the sheet keeps at its foot (at its
    top on a back turned over the short edge, where the bar lies behind the front's)."""
    y = (sheet.height - sheet.margin - PIECE_FOOT_MM + 0.5 if at_top
         else sheet.margin + PIECE_FOOT_MM - LABEL_OVER_FOOT_MM)
    fitted_text(canvas, sheet.width / 2, y, label, sheet.width - 2 * sheet.margin, LABEL_PT, LABEL_MIN_PT, "sheet label",
                fill=GREY)
