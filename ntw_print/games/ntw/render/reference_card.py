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
from ..rules.summary import summary_faces

if TYPE_CHECKING:
    from ..loader import Game


def reference_spec(game: Game) -> TableSheet:
    template = filled(game.templates.sources[REFERENCE_TEMPLATE], *filled_cards(game))
    turn_sequence, hit_score, summary = template["turn_sequence"], template["hit_score"], summary_faces(game)
    bands = [{"note": f"{side.name} · {side.role}", "colour": side.colour} for side in game.sides.values()]
    cards = [{"front": {**turn_sequence, **band}, "back": {**hit_score, **band}} for band in bands]
    if summary:
        cards += [{"front": {**summary[0], **band}, "back": {**summary[1], **band}} for band in bands]
    return TableSheet.model_validate({"kind": "table", "title": f"{game.info.name} reference cards",
                                      "credit": game.info.credit, "cards": cards})


def reference_card(game: Game, options) -> list:
    return KINDS["table"].pages(reference_spec(game), options)
