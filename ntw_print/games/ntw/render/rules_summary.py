"""The rules summary card, one per side, printed after the turn-sequence cards: on the front and
the back the panels of `special-rules.yaml` `summary` (filled in by rules/summary.py); under the
back's panels the rulebook's two worked examples, computed from the data. No card without a summary.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import Box
from ..rules.combat import Shot
from ..rules.summary import Panel as PanelText
from ..rules.summary import WorkedExample, panels_marked, summary_faces, worked_examples
from ....print.render.blocks import Panel, column, fit_column, paragraph
from .card_parts import BODY, CARD_HEIGHT, CARD_WIDTH, GAP, LIST, band, inner_box
from ....print.render.draw import colour
from ....print.render.piece_sheet import Piece

MINUS = "\u2212"
NBSP = "\u00a0"


def shot_sum(shot: Shot) -> str:
    """ATK − TER − DEF + STAT + END + INT = score, a term's sign flipped when its value is negative
    ("3 − 0 − 1 − 3 + 2 + 3 = 4"); no-break spaces keep the sum on one line."""
    terms = [(-1, shot.terrain), (-1, shot.defence), (1, shot.status), (1, shot.endurance), (1, shot.intel)]
    words = str(shot.attack) + "".join(f"{NBSP}{MINUS if sign * value < 0 or (sign < 0 and value == 0) else '+'}"
                                       f"{NBSP}{abs(value)}" for sign, value in terms)
    return f"{words}{NBSP}={NBSP}{shot.score}"


def example_words(game, example: WorkedExample) -> str:
    """One worked example as a sentence: who fires what at whom, where, the sum and the chance."""
    attacker, target = game.units[example.attacker], game.units[example.target]
    weapon = game.weapons[example.weapon]
    verb = "responds with" if example.mode == "response" else "fires"
    states = "".join(f", {game.statuses[s].name.lower()}," for s in example.statuses)
    score = example.shot.score
    if weapon.dice > 1:
        roll = (f"Each of the {weapon.dice} dice showing {score} or less is a hit; at least one hits "
                f"({example.chance}).")
    else:
        roll = f"A roll of {score} or less hits ({example.chance})."
    return (f"Turn {example.turn}: {game.sides[attacker.side].name} {attacker.name.lower()} {verb} its "
            f"{weapon.name.lower()} at {game.sides[target.side].name}'s {target.name.lower()}{states} on "
            f"{game.terrain[example.terrain].name.lower()}: {shot_sum(example.shot)}. {roll}")


def _panels(panels: list[PanelText], piece: str) -> list[Panel]:
    return [Panel(p.title, [paragraph(line, LIST, piece, bullet="•") for line in p.lines]) for p in panels]


def _face(game, side_id: str, title: str, panels: list[Panel], what: str):
    side = game.sides[side_id]
    piece = f"rules summary ({side.name}), {what}"

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        band(canvas, box, bleed, title, f"{side.name} · {side.role}", colour(side.colour), piece)
        inner = inner_box(box)
        blocks, height = column(panels(piece), inner.x, inner.top, inner.width, GAP)
        fit_column(height, inner.height, piece, f"the rules summary, {what}")
        for block in blocks:
            block.draw(canvas)

    return draw


def summary_pieces(game) -> list[Piece]:
    """A rules summary card per side (none when the data has no summary)."""
    faces = summary_faces(game)
    if faces is None:
        return []
    (front_title, front), (back_title, back) = faces
    examples = worked_examples(game)

    def front_panels(piece: str) -> list[Panel]:
        return _panels(front, piece)

    def back_panels(piece: str) -> list[Panel]:
        return _panels(back, piece) + [
            Panel(f"Example: {e.label.lower()}", [paragraph(example_words(game, e), BODY, piece)]) for e in examples]

    return [Piece(f"rules-summary-{side_id}", CARD_WIDTH, CARD_HEIGHT,
                  _face(game, side_id, front_title, front_panels, "front"),
                  _face(game, side_id, back_title, back_panels, "back"),
                  marked=panels_marked(front), back_marked=panels_marked(back))
            for side_id in game.sides]
