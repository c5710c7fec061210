"""`hit-score-wheel.pdf`: the rings the rules derive from the hit-score rules (rules/wheel.py) and
the weapons' reaches (rules/range_rule.py), given to the volvelle kind as its spec; the kind lays
out, draws and reads back the discs, the arm, the assembly notes and the range rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.volvelle.render import pages
from ....kinds.volvelle.schema import VolvelleSheet
from ..rules.range_rule import range_marks
from ..rules.wheel import FORMULA, SIGNS, TERMS, Ring, hit_score_wheel

if TYPE_CHECKING:
    from ..loader import Game

BASE_RADIUS = "98mm"
LEAST_STEPS = 60
"""Steps in a full turn at least: the kind adds more when the hit scores need them."""

# Type sizes (points) and boldness of each kind of ring: a mark's first line, then its further lines.
STYLES: dict[str, tuple[tuple[float, bool], tuple[float, bool]]] = {
    "score": ((10.0, True), (10.0, True)),
    "chance": ((7.0, False), (7.0, False)),
    "turn": ((7.5, True), (7.5, True)),
    "attack": ((9.0, True), (6.0, False)),
    "status": ((8.5, True), (6.5, False)),
    "terrain": ((9.0, True), (9.0, True)),
    "defence": ((9.0, True), (9.0, True)),
}

RULE_INSTRUCTIONS = ("Lay the 0 line on the centre of the firing hex and the top edge across the target. Along a "
                     "line of hexes every number falls on a hex centre: the target is in range when it lies "
                     "before the weapon's stop line.")

def hit_score_wheel_sheet(game: Game, options) -> list:
    """Three pages: the base; discs 1 and 2 with the arm; discs 3 and 4 with the range rule."""
    return pages(wheel_spec(game), options)


def _band(ring: Ring, sides, place: str, guides: bool = False) -> dict:
    (size, bold), (more, more_bold) = STYLES[ring.term or ("score" if ring.key == "score" else "chance")]
    side = sides.get(ring.side)
    turn = ring.term == "turn"
    adds = "total" if ring.term is None else "plus" if SIGNS[ring.term] > 0 else "minus"
    return {"name": ring.key, "title": ring.title.upper() if turn else ring.title, "title_place": place,
            "read": "tick" if ring.term else "window", "size": size, "bold": bold, "more_size": more,
            "more_bold": more_bold, "join": turn, "rim_first": turn, "guides": guides,
            "ink": side.colour if side else None, "tint": side.tint if side else None, "adds": adds,
            "marks": [{"value": m.value, "lines": list(m.lines)} for m in ring.marks]}


def wheel_spec(game: Game) -> VolvelleSheet:
    """The volvelle's spec, an adding one: the base's rings read in the arm's window, then the turn rings
    (the attacker's innermost); one disc per further term, its pointer numbered by the step that sets it."""
    wheel = hit_score_wheel(game)
    turns = wheel.term_rings(TERMS[0])[::-1]  # outside in
    base = [_band(r, game.sides, "gap") for r in wheel.term_rings(None)]
    base += [_band(r, game.sides, "gap", guides=i == 0) for i, r in enumerate(turns)]
    discs = [{"name": "base", "radius": BASE_RADIUS, "bands": base,
              "tab": {"title": "HIT SCORE CALCULATOR", "formula": FORMULA,
                      "steps": [wheel.reading], "legend": list(wheel.legend)}}]
    for k, term in enumerate(TERMS[1:], start=1):
        (ring,) = wheel.term_rings(term)
        discs.append({"name": f"disc {k}", "bands": [_band(ring, game.sides, "lead")],
                      "pointer": {"label": str(k), "points_at": wheel.prompts[TERMS[k - 1]]},
                      "centre": "HIT SCORE" if k == len(TERMS) - 1 else ""})
    arm = {"name": "arm", "windows": [
        {"bands": [r.key for r in wheel.term_rings(TERMS[-1])], "badge": len(TERMS),
         "shows": wheel.prompts[TERMS[-1]]},
        {"bands": [r.key for r in wheel.term_rings(None)], "label": "CUT OUT", "badge": len(TERMS) + 1}]}
    marks = range_marks(game)
    words = [f"{m.short} ({m.name.lower()}): {m.words} range, no need to measure." for m in marks if m.hexes is None]
    rule = {"pitch": f"{game.info.grid.hex_size!r}mm", "words": " ".join([*words, RULE_INSTRUCTIONS]),
            "stops": [{"hexes": m.hexes, "name": f"{m.short} {m.words}"} for m in marks if m.hexes is not None]}
    return VolvelleSheet.model_validate({
        "kind": "volvelle", "title": f"{game.info.name} hit-score wheel", "credit": game.info.credit,
        "steps": LEAST_STEPS, "discs": discs, "arm": arm, "rule": rule,
        "pages": [{"label": "base", "parts": ["base"]},
                  {"label": "discs 1 and 2, arm", "parts": ["disc 1", "disc 2", "arm", "assembly"]},
                  {"label": "discs 3 and 4, range rule", "parts": ["disc 3", "disc 4", "rule"]}]})
