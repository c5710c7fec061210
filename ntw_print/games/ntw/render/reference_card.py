"""`reference-card.pdf`, drawn by the table kind's cards: per side, the turn-sequence card backed by the
hit-score card, both worded by templates/reference-card.yaml and filled in by rules/reference.py, then
the rules summary card (the panels of special-rules.yaml and the rulebook's worked examples, from
rules/summary.py). This only sets them out as the kind's spec."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds import KINDS
from ....kinds.table.schema import TableSheet
from ....kinds.placeholders import filled
from ..rules.reference import REFERENCE_TEMPLATE, filled_cards
from ..rules.summary import example_words, summary_faces, worked_examples

if TYPE_CHECKING:
    from ..loader import Game


def _panels(panels) -> list[dict]:
    return [block for p in panels for block in ({"heading": p.title.upper()}, {"bullets": list(p.lines)})]


def reference_spec(game: Game) -> TableSheet:
    summary = summary_faces(game)
    examples = [block for e in worked_examples(game)
                for block in ({"heading": f"EXAMPLE: {e.label.upper()}"}, {"text": example_words(game, e)})]
    template = filled(game.templates.sources[REFERENCE_TEMPLATE], *filled_cards(game))
    turn_sequence, hit_score = template["turn_sequence"], template["hit_score"]
    cards = []
    for side in game.sides.values():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        cards.append({"front": {**turn_sequence, **band}, "back": {**hit_score, **band}})
    for side in game.sides.values() if summary else ():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        (front, front_panels), (back, back_panels) = summary
        cards.append({"front": {"title": front, **band, "columns": [_panels(front_panels)]},
                      "back": {"title": back, **band, "columns": [_panels(back_panels) + examples]}})
    return TableSheet.model_validate({"kind": "table", "title": f"{game.info.name} reference cards",
                                      "credit": game.info.credit, "cards": cards})


def reference_card(game: Game, options) -> list:
    return KINDS["table"].pages(reference_spec(game), options)
