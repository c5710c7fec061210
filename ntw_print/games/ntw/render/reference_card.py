"""`reference-card.pdf`, drawn by the table kind's cards: per side, the turn-sequence card (who
activates and who responds, once per turn, the end of turn, how far units move) backed by the hit-score
card (the sum, rolling, protection and status tables), then the rules summary card (the panels of
special-rules.yaml and the rulebook's worked examples). The words and numbers come from the rules
modules (reference.py, summary.py); this only sets them out as the kind's spec."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds import KINDS
from ....kinds.table.schema import TableSheet
from ..rules import reference
from ..rules.summary import example_words, summary_faces, worked_examples

if TYPE_CHECKING:
    from ..loader import Game

MOVE_NOTE = "MOVE \u2212 LOAD of the tile. Road: the whole move on a road. City: an armoured vehicle off the road in the city."


def _table(columns: list[str], rows: list[list], chosen: set[tuple[int, int]], **more) -> dict:
    """A table block whose `chosen` body cells (row, column) are designer values, the others stated."""
    stated = [f"{chr(65 + c)}{r + 1}" for r, row in enumerate(rows) for c in range(1, len(row))
              if (r, c) not in chosen and row[c] != ""]
    marks = {"designer": ["rows"], "stated": stated} if chosen else {}
    return {"table": {"columns": columns, "rows": rows, "row_headers": True, **marks, **more}}


def _panels(panels) -> list[dict]:
    return [block for p in panels for block in ({"heading": p.title.upper()}, {"bullets": list(p.lines)})]


def _turn_sequence(game: Game) -> dict:
    a, d = game.sides[game.attacker].name, game.sides[game.defender].name
    moves = reference.movement_rows(game)
    rows = [[m.name, m.off_road, m.on_road, "" if m.city_off_road is None else m.city_off_road] for m in moves]
    chosen = {(r, c) for r, m in enumerate(moves) for c, f in enumerate(("off_road", "on_road", "city_off_road"), 1)
              if f in m.chosen}
    return {"widths": [58, 42], "columns": [
        [{"heading": "1 · ACTIVATIONS AND RESPONSES"},
         _table(["text", "text"], reference.activations(game), set(), header=[["activation", "response"]],
                shade=False, notes=[f"Then {a} again, and so on."]),
         {"text": f"When {a} has no unit left to activate, {d} activates its remaining units, or passes."},
         {"heading": "2 · END OF TURN"}, {"bullets": reference.end_of_turn(game)}],
        [{"heading": "ONCE PER TURN"}, {"bullets": reference.once_per_turn(game)}, {"heading": "MOVE (HEXES)"},
         _table(["text", "number", "number", "number"], rows, chosen, header=[["", "off road", "road", "city"]],
                notes=[MOVE_NOTE])]]}


def _hit_score(game: Game) -> dict:
    values = [("TER · PROTECTION", "number", reference.protection_rows(game)),
              ("STAT · STATUS OF THE TARGET", "modifier", reference.status_rows(game))]
    return {"widths": [60, 40], "columns": [
        [{"heading": "ATK \u2212 TER \u2212 DEF + STAT \u00b1 END + INT = HIT SCORE"},
         _table(["text", "text"], [list(term) for term in reference.TERMS], set(), shade=False),
         {"heading": "ROLLING"}, {"bullets": reference.rolling(game)}],
        [block for heading, kind, rows in values for block in (
            {"heading": heading}, _table(["text", kind], [[name, value] for name, value, _ in rows],
                                         {(r, 1) for r, (_, _, chosen) in enumerate(rows) if chosen}))]]}


def reference_spec(game: Game) -> TableSheet:
    summary = summary_faces(game)
    examples = [block for e in worked_examples(game)
                for block in ({"heading": f"EXAMPLE: {e.label.upper()}"}, {"text": example_words(game, e)})]
    cards = []
    for side in game.sides.values():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        cards.append({"front": {"title": "TURN SEQUENCE", **band, **_turn_sequence(game)},
                      "back": {"title": "HIT SCORE", **band, **_hit_score(game)}})
    for side in game.sides.values() if summary else ():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        (front, front_panels), (back, back_panels) = summary
        cards.append({"front": {"title": front, **band, "columns": [_panels(front_panels)]},
                      "back": {"title": back, **band, "columns": [_panels(back_panels) + examples]}})
    return TableSheet.model_validate({"kind": "table", "title": f"{game.info.name} reference cards",
                                      "credit": game.info.credit, "cards": cards})


def reference_card(game: Game, options) -> list:
    return KINDS["table"].pages(reference_spec(game), options)
