"""`reference-card.pdf`: two double-sided player cards per side.

The first card's front: the turn sequence (who activates, who may respond, what a unit may do once
per turn, the end-of-turn reset) and how far units move. Its back: the hit score, term by term, the
dice each weapon rolls, the protection and status tables, all from the data. The second card is the
rules summary (rules_summary.py): line of fire, curved shots, vehicles and the worked examples.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import Box, paper
from ..rules import reference
from ..rules.recorder import LAST_TURN
from ..rules.scenario_prose import and_list
from ..rules.special import time_out_words
from ..rules.summary import ACTED_MARKER
from ....core.marks import MARK, marked, unmark
from ....print.render.blocks import Panel, column, fit_column, paragraph
from .card_parts import (
    BODY,
    BOX_WORDS,
    BOX_WORDS_WHITE,
    CARD_HEIGHT,
    CARD_WIDTH,
    GAP,
    LINE,
    LIST,
    SMALL,
    band,
    inner_box,
)
from ....print.render.draw import INK, NEUTRAL, NEUTRAL_DARK, PAPER, cap_height, colour, fitted_text, polygon, rect, text
from ....print.render.piece_sheet import Piece, piece_pages
from .rules_summary import summary_pieces

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "reference_card", "reference_card_pieces"]


def _step_box(canvas: Canvas, box: Box, words: str, fill: Color, ink_white: bool, piece: str) -> None:
    rect(canvas, box, fill=fill, stroke=INK, width=LINE, radius=1.2)
    para = paragraph(words, BOX_WORDS_WHITE if ink_white else BOX_WORDS, piece)
    _, h = para.wrap(box.width - 3.0, box.height)
    fit_column(h, box.height - 1.0, piece, f"'{words}'")
    para.drawOn(canvas, box.x + 1.5, box.y + (box.height - h) / 2)


def _arrow(canvas: Canvas, x0: float, y0: float, x1: float, y1: float) -> None:
    """A straight arrow from (x0, y0) to (x1, y1) with a filled head."""
    import math

    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setFillColor(INK)
    canvas.setLineWidth(0.45)
    angle = math.atan2(y1 - y0, x1 - x0)
    head = 1.8
    back = (x1 - head * math.cos(angle), y1 - head * math.sin(angle))
    canvas.line(x0, y0, *back)
    left = (back[0] - 0.9 * math.sin(angle), back[1] + 0.9 * math.cos(angle))
    right = (back[0] + 0.9 * math.sin(angle), back[1] - 0.9 * math.cos(angle))
    polygon(canvas, [(x1, y1), left, right], fill=INK)
    canvas.restoreState()


def _sequence(canvas: Canvas, game, area: Box, piece: str) -> float:
    """The activation / response alternation as a diagram; returns the height used."""
    attacker, defender = game.sides[game.attacker], game.sides[game.defender]
    a_fill, d_fill = colour(attacker.colour), colour(defender.colour)
    a_tint, d_tint = colour(attacker.tint), colour(defender.tint)
    text(canvas, area.x, area.top - cap_height(7), "1 · ACTIVATIONS AND RESPONSES", 7, bold=True,
         fill=NEUTRAL_DARK, anchor="start")
    width = (area.width - 12.0) / 2
    height = 11.0
    top = area.top - 5.0
    rows = [
        (f"{attacker.name} activates a unit: it moves or shoots", a_fill, True,
         f"{defender.name} may respond with one unit", d_tint, False),
        (f"{defender.name} may activate a unit", d_fill, True,
         f"{attacker.name} may respond with one unit", a_tint, False),
    ]
    for i, (act, act_fill, act_white, resp, resp_fill, resp_white) in enumerate(rows):
        y = top - (i + 1) * height - i * 4.0
        left = Box(area.x, y, width, height)
        right = Box(area.x + width + 12.0, y, width, height)
        _step_box(canvas, left, act, act_fill, act_white, piece)
        _step_box(canvas, right, resp, resp_fill, resp_white, piece)
        _arrow(canvas, left.right + 1.0, y + height / 2, right.x - 1.0, y + height / 2)
    first_y = top - height
    second_y = top - 2 * height - 4.0
    _arrow(canvas, area.x + width / 2, first_y - 0.3, area.x + width / 2, second_y + height + 0.3)
    loop_x = area.right - 2.0
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.45)
    canvas.setDash(1.2, 0.8)
    right_mid = area.x + width + 12.0 + width
    canvas.line(right_mid, second_y + height / 2, loop_x + 1.5, second_y + height / 2)
    canvas.line(loop_x + 1.5, second_y + height / 2, loop_x + 1.5, top + 1.5)
    canvas.line(loop_x + 1.5, top + 1.5, area.x + width / 2, top + 1.5)
    canvas.restoreState()
    _arrow(canvas, area.x + width / 2, top + 1.5, area.x + width / 2, top + 0.2)
    text(canvas, loop_x - 1.0, top + 2.4, "and again", 6, fill=NEUTRAL_DARK, anchor="end")
    last = paragraph(f"When {attacker.name} has no unit left to activate, {defender.name} activates its "
                     f"remaining units, or passes.", BODY, piece)
    _, h = last.wrap(area.width, 100)
    last.drawOn(canvas, area.x, second_y - 2.5 - h)
    return area.top - (second_y - 2.5 - h)


def _front(game, side_id: str):
    side = game.sides[side_id]
    piece = f"reference card ({side.name})"
    attacker, defender = game.sides[game.attacker], game.sides[game.defender]

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        band(canvas, box, bleed, "TURN SEQUENCE", f"{side.name} · {side.role}", colour(side.colour), piece)
        inner = inner_box(box)
        left_width = inner.width * 0.58
        used = _sequence(canvas, game, Box(inner.x, inner.y, left_width, inner.height), piece)
        end_top = inner.top - used - GAP
        reset = Panel("2 · End of turn", [
            paragraph("Take every marker off the board.", LIST, piece, bullet="•"),
            paragraph("Move the turn marker on by one turn.", LIST, piece, bullet="•"),
            paragraph("The game ends at once when a side completes its mission.", LIST, piece, bullet="•"),
            paragraph(time_out_words(game, LAST_TURN, defender.name), LIST, piece, bullet="•"),
        ])
        blocks, height = column([reset], inner.x, end_top, left_width, GAP)
        fit_column(inner.top - end_top + height, inner.height, piece, "the turn sequence")
        for block in blocks:
            block.draw(canvas)
        right_x = inner.x + left_width + 5.0
        right_width = inner.right - right_x
        once = Panel("Once per turn", [
            paragraph("Each unit activates once: it moves or it shoots.", LIST, piece, bullet="•"),
            paragraph("Each unit responds once, with the small ATK value of its tile.", LIST, piece, bullet="•"),
            paragraph("Nobody responds to a response.", LIST, piece, bullet="•"),
            paragraph(f"{attacker.name} attacks and always goes first.", LIST, piece, bullet="•"),
            *([paragraph(marks, LIST, piece, bullet="•")] if (marks := _marker_note(game)) else []),
        ])
        blocks, height = column([once], right_x, inner.top, right_width, GAP)
        for block in blocks:
            block.draw(canvas)
        _moves(canvas, game, Box(right_x, inner.y, right_width, inner.height - height - GAP), piece)

    return draw


def _marker_note(game) -> str | None:
    """How a unit that has acted is marked, when the game has a two-faced marker for it."""
    marker = game.markers.get(ACTED_MARKER)
    if marker is None or marker.back is None:
        return None
    return f"Mark a unit that has acted: {marker.back.text} or {marker.front.text}."


def _moves(canvas: Canvas, game, area: Box, piece: str) -> None:
    """How far each kind of unit moves, as a small table."""
    text(canvas, area.x, area.top - cap_height(7), "MOVE (HEXES)", 7, bold=True, fill=NEUTRAL_DARK, anchor="start")
    heads = ("", "off road", "road", "city")
    widths = (area.width * 0.43, area.width * 0.17, area.width * 0.17, area.width * 0.23)
    cells = [paragraph(row.name, SMALL, piece) for row in reference.movement_rows(game)]
    heights = [cell.wrap(widths[0] - 1.0, 100)[1] + 1.2 for cell in cells]
    note = paragraph("MOVE − LOAD of the tile. Road: the whole move on a road. City: an armoured vehicle off "
                     "the road in the city.", SMALL, piece)
    note_h = note.wrap(area.width, 100)[1]
    fit_column(9.0 + sum(heights) + 1.5 + note_h, area.height, piece, "the movement table")
    y = area.top - 9.0
    x = area.x
    for head, width in zip(heads, widths):
        if head:
            fitted_text(canvas, x + width / 2, y + 1.0, head, width - 0.5, 6, 4.5, piece, fill=NEUTRAL_DARK)
        x += width
    for i, (row, cell, height) in enumerate(zip(reference.movement_rows(game), cells, heights)):
        y -= height
        if i % 2 == 0:
            rect(canvas, Box(area.x, y, area.width, height), fill=NEUTRAL)
        cell.drawOn(canvas, area.x + 0.8, y + 0.6)
        x = area.x + widths[0]
        values = (row.off_road, row.on_road, row.city_off_road)
        for field, value, width in zip(MOVE_FIELDS, values, widths[1:]):
            if value is not None:
                text(canvas, x + width / 2, y + height / 2 - cap_height(7.5) / 2, marked(str(value), field in row.chosen),
                     7.5, bold=True)
            x += width
    note.drawOn(canvas, area.x, y - 1.5 - note_h)


MARK_HANG = 2.6  # mm from a table's right edge to its numbers' ends, when a mark hangs after one
MOVE_FIELDS = ("off_road", "on_road", "city_off_road")  # the columns of the table of moves

TERMS = (
    ("ATK", "the weapon's attack: large value to activate, small to respond"),
    ("TER", "protection of the target's hex"),
    ("DEF", "defence of the target"),
    ("STAT", "status of the target"),
    ("END", "endurance, from the turn recorder"),
    ("INT", "intelligence of the firing side, this turn"),
)


def _formula(canvas: Canvas, area: Box, piece: str) -> float:
    """ATK − TER − DEF + STAT ± END + INT = hit score, then what each term is; returns the height used."""
    signs = ["", "−", "−", "+", "±", "+"]
    sign_w = 4.6
    result_w = 20.0
    term_w = (area.width - result_w - sign_w * 6) / 6
    top = area.top
    box_h = 9.0
    x = area.x
    for (term, _), sign in zip(TERMS, signs):
        if sign:
            text(canvas, x + sign_w / 2, top - box_h / 2 - cap_height(13) / 2, sign, 13, bold=True)
            x += sign_w
        box = Box(x, top - box_h, term_w, box_h)
        rect(canvas, box, fill=NEUTRAL, stroke=INK, width=LINE, radius=1.0)
        fitted_text(canvas, box.x + term_w / 2, box.y + box_h / 2 - cap_height(12) / 2, term, term_w - 1, 12, 8,
                    piece, bold=True)
        x += term_w
    text(canvas, x + sign_w / 2, top - box_h / 2 - cap_height(13) / 2, "=", 13, bold=True)
    result = Box(x + sign_w, top - box_h, result_w, box_h)
    rect(canvas, result, fill=INK, radius=1.0)
    fitted_text(canvas, result.x + result_w / 2, result.y + box_h / 2 - cap_height(8.5) / 2, "HIT SCORE",
                result_w - 2, 8.5, 6, piece, bold=True, fill=PAPER)
    half = (area.width - 4.0) / 2
    term_col = 8.5
    y_columns = [top - box_h - 2.0, top - box_h - 2.0]
    for i, (term, meaning) in enumerate(TERMS):
        col = i // 3
        left = area.x + col * (half + 4.0)
        para = paragraph(meaning, SMALL, piece)
        _, h = para.wrap(half - term_col, 100)
        y = y_columns[col]
        text(canvas, left, y - cap_height(6.6), term, 6.6, bold=True, anchor="start")
        para.drawOn(canvas, left + term_col, y - h + 0.5)
        y_columns[col] = y - h - 0.6
    return top - min(y_columns)


def _back(game, side_id: str):
    side = game.sides[side_id]
    piece = f"reference card ({side.name}), back"
    die = f"d{game.info.die.sides}"

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        band(canvas, box, bleed, "HIT SCORE", f"{side.name} · {side.role}", colour(side.colour), piece)
        inner = inner_box(box)
        used = _formula(canvas, inner, piece) + GAP
        dice = "; ".join(f"{and_list([w.lower() for w in weapons])}: {count} {'dice' if count > 1 else 'die'}"
                         for count, weapons in reference.dice_groups(game))
        ignored = reference.defence_ignored_by(game)
        whole = reference.whole_unit_weapons(game)
        left_items = [
            paragraph(f"Roll one {die} for each die the weapon throws. Every {die} showing the hit score or less "
                      f"is a hit.", LIST, piece, bullet="•"),
            paragraph(f"Dice: {dice}.", LIST, piece, bullet="•"),
            paragraph("Each hit removes one figure. An infantry unit also loses one attack value a hit: cover it "
                      "with a NO EFFECT marker.", LIST, piece, bullet="•"),
        ]
        if whole:
            left_items.append(paragraph(f"A {and_list([w.lower() for w in whole], 'or')} hit wipes out the whole "
                                        f"unit.", LIST, piece, bullet="•"))
        if ignored:
            left_items.append(paragraph(f"DEF does not count against the {and_list([w.lower() for w in ignored], 'or')}.",
                                        LIST, piece, bullet="•"))
        left = [Panel("Rolling", left_items)]
        left_width = inner.width * 0.6
        blocks, height = column(left, inner.x, inner.top - used, left_width, GAP)
        fit_column(used + height, inner.height, piece, "the hit score side")
        for block in blocks:
            block.draw(canvas)
        right_x = inner.x + left_width + 5.0
        tables = [("TER · protection", reference.protection_rows(game)),
                  ("STAT · status of the target", reference.status_rows(game))]
        y = inner.top - used
        for heading, rows in tables:
            y = _value_table(canvas, Box(right_x, inner.y, inner.right - right_x, y - inner.y), heading, rows, piece)
            y -= GAP

    return draw


def _value_table(canvas: Canvas, area: Box, heading: str, rows: list[tuple[str, str]], piece: str) -> float:
    """A heading and name / value rows from the top of `area`; returns the y below it."""
    line_h = 3.4
    fit_column(5.0 + line_h * len(rows), area.height, piece, heading)
    text(canvas, area.x, area.top - cap_height(7), heading.upper(), 7, bold=True, fill=NEUTRAL_DARK, anchor="start")
    y = area.top - 5.0
    hang = MARK_HANG if any(MARK in value for _, value in rows) else 1.0
    for i, (name, value) in enumerate(rows):
        y -= line_h
        if i % 2 == 0:
            rect(canvas, Box(area.x, y - 0.3, area.width, line_h), fill=NEUTRAL)
        fitted_text(canvas, area.x + 0.8, y + 1.0, name, area.width - 10, 7, 5, piece, anchor="start")
        fitted_text(canvas, area.right - hang, y + 1.0, unmark(value), 9, 7.5, 6, piece, bold=True, anchor="end")
        if MARK in value:  # hung after the number, so that the numbers stay aligned
            text(canvas, area.right - hang + 0.2, y + 1.0, MARK, 7.5, bold=True, anchor="start")
    return y


def reference_card_pieces(game) -> list[Piece]:
    """One card per side: the turn sequence on the front, the hit score on the back; then each
    side's rules summary card, when the data has one."""
    return [Piece(f"reference-card-{side_id}", CARD_WIDTH, CARD_HEIGHT, _front(game, side_id), _back(game, side_id),
                  marked=reference.moves_marked(game), back_marked=reference.hit_score_marked(game))
            for side_id in game.sides] + summary_pieces(game)


def reference_card(game, options) -> list:
    """`reference-card.pdf`: the players' cards, fronts then backs, with bleed and crop marks."""
    sheet = paper(options.paper, options.bleed)
    return piece_pages(reference_card_pieces(game), sheet, options.duplex, f"{game.info.name} reference cards",
                       options.back_offset, game.info.credit)
