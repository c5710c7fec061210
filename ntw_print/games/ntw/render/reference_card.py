"""`reference-card.pdf`, drawn by the table kind's cards: per side, the turn-sequence card (who
activates and who responds, once per turn, the end of turn, how far units move) backed by the hit-score
card (the sum, rolling, protection and status tables), then the rules summary card (the panels of
special-rules.yaml and the rulebook's worked examples). The words and numbers come from the rules
modules (reference.py, summary.py); this only sets them out as the kind's spec."""

from __future__ import annotations

from ....kinds import KINDS
from ....kinds.table.schema import TableSheet
from ..rules import reference
from ..rules.recorder import LAST_TURN
from ..rules.scenario_prose import and_list
from ..rules.special import time_out_words
from ..rules.summary import ACTED_MARKER, example_words, summary_faces, worked_examples

TERMS = (("ATK", "the weapon's attack: large value to activate, small to respond"),
         ("TER", "protection of the target's hex"), ("DEF", "defence of the target"), ("STAT", "status of the target"),
         ("END", "endurance, from the turn recorder"), ("INT", "intelligence of the firing side, this turn"))


def _table(columns: list[str], rows: list[list], chosen: set[tuple[int, int]], **more) -> dict:
    """A table block whose `chosen` body cells (row, column) are designer values, the others stated."""
    stated = [f"{chr(65 + c)}{r + 1}" for r, row in enumerate(rows) for c in range(1, len(row))
              if (r, c) not in chosen and row[c] != ""]
    marks = {"designer": ["rows"], "stated": stated} if chosen else {}
    return {"table": {"columns": columns, "rows": rows, "row_headers": True, **marks, **more}}


def _panels(panels) -> list[dict]:
    return [block for p in panels for block in ({"heading": p.title.upper()}, {"bullets": list(p.lines)})]


def _lower(names: list[str], word: str = "and") -> str:
    return and_list([n.lower() for n in names], word)


def _turn_sequence(game, a, d) -> dict:
    moves = reference.movement_rows(game)
    acted = game.markers.get(ACTED_MARKER)
    once = ["Each unit activates once: it moves or it shoots.",
            "Each unit responds once, with the small ATK value of its tile.", "Nobody responds to a response.",
            f"{a.name} attacks and always goes first."]
    if acted is not None and acted.back is not None:
        once.append(f"Mark a unit that has acted: {acted.back.text} or {acted.front.text}.")
    rows = [[m.name, m.off_road, m.on_road, "" if m.city_off_road is None else m.city_off_road] for m in moves]
    chosen = {(r, c) for r, m in enumerate(moves) for c, f in enumerate(("off_road", "on_road", "city_off_road"), 1)
              if f in m.chosen}
    return {"widths": [58, 42], "columns": [
        [{"heading": "1 · ACTIVATIONS AND RESPONSES"},
         _table(["text", "text"], [[f"{a.name} activates a unit: it moves or shoots",
                                     f"{d.name} may respond with one unit"],
                                    [f"{d.name} may activate a unit", f"{a.name} may respond with one unit"]], set(),
                header=[["activation", "response"]], shade=False, notes=[f"Then {a.name} again, and so on."]),
         {"text": f"When {a.name} has no unit left to activate, {d.name} activates its remaining units, or passes."},
         {"heading": "2 · END OF TURN"},
         {"bullets": ["Take every marker off the board.", "Move the turn marker on by one turn.",
                      "The game ends at once when a side completes its mission.",
                      time_out_words(game, LAST_TURN, d.name)]}],
        [{"heading": "ONCE PER TURN"}, {"bullets": once}, {"heading": "MOVE (HEXES)"},
         _table(["text", "number", "number", "number"], rows, chosen, header=[["", "off road", "road", "city"]],
                notes=["MOVE \u2212 LOAD of the tile. Road: the whole move on a road. City: an armoured vehicle "
                       "off the road in the city."])]]}


def _hit_score(game) -> dict:
    die = f"d{game.info.die.sides}"
    dice = "; ".join(f"{_lower(names)}: {n} {'dice' if n > 1 else 'die'}" for n, names in reference.dice_groups(game))
    rolling = [f"Roll one {die} for each die the weapon throws. Every {die} showing the hit score or less is a hit.",
               f"Dice: {dice}.", "Each hit removes one figure. An infantry unit also loses one attack value a hit: "
               "cover it with a NO EFFECT marker."]
    if whole := reference.whole_unit_weapons(game):
        rolling.append(f"A {_lower(whole, 'or')} hit wipes out the whole unit.")
    if ignored := reference.defence_ignored_by(game):
        rolling.append(f"DEF does not count against the {_lower(ignored, 'or')}.")
    values = [("TER · PROTECTION", "number", reference.protection_rows(game)),
              ("STAT · STATUS OF THE TARGET", "modifier", reference.status_rows(game))]
    return {"widths": [60, 40], "columns": [
        [{"heading": "ATK \u2212 TER \u2212 DEF + STAT \u00b1 END + INT = HIT SCORE"},
         _table(["text", "text"], [list(term) for term in TERMS], set(), shade=False),
         {"heading": "ROLLING"}, {"bullets": rolling}],
        [block for heading, kind, rows in values for block in (
            {"heading": heading}, _table(["text", kind], [[name, value] for name, value, _ in rows],
                                         {(r, 1) for r, (_, _, chosen) in enumerate(rows) if chosen}))]]}


def reference_spec(game) -> TableSheet:
    a, d = game.sides[game.attacker], game.sides[game.defender]
    summary = summary_faces(game)
    examples = [block for e in worked_examples(game)
                for block in ({"heading": f"EXAMPLE: {e.label.upper()}"}, {"text": example_words(game, e)})]
    cards = []
    for side in game.sides.values():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        cards.append({"front": {"title": "TURN SEQUENCE", **band, **_turn_sequence(game, a, d)},
                      "back": {"title": "HIT SCORE", **band, **_hit_score(game)}})
    for side in game.sides.values() if summary else ():
        band = {"note": f"{side.name} · {side.role}", "colour": side.colour}
        (front, front_panels), (back, back_panels) = summary
        cards.append({"front": {"title": front, **band, "columns": [_panels(front_panels)]},
                      "back": {"title": back, **band, "columns": [_panels(back_panels) + examples]}})
    return TableSheet.model_validate({"kind": "table", "title": f"{game.info.name} reference cards",
                                      "credit": game.info.credit, "cards": cards})


def reference_card(game, options) -> list:
    return KINDS["table"].pages(reference_spec(game), options)
