"""The rules summary card: its panels with their {placeholders} filled from the data, and the
rulebook's two worked examples at turn 7 (the anti-tank shot that scores 18 and the response that
scores 4), computed from the data, as card faces of the table kind. Pure: the card prints what these
functions return."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.errors import Fault
from ....kinds.placeholders import placeholder_faults
from .combat import Shot, hit_chances, shot
from ....core.words import and_list
from .special import SPECIAL_RULES_FILE, special_rules
from ....core.marks import marked
from ....core.numbers import MINUS, percent

if TYPE_CHECKING:
    from ..loader import Game

ACTED_MARKER = "responding-activated"
"""The two-faced marker whose back marks a unit that has acted (markers.yaml)."""


GRAZING = {"blocked-if-both": "both hexes block it", "blocked-if-either": "one of the two hexes blocks it"}
"""When a line of fire along a hexside is blocked, in the words of the summary's {grazing}."""


def names_of(items, word: str = "and", chosen: str = "", none: str = "nothing") -> str:
    """The items' names in lower case in a list (`none` for no item); with `chosen`, each marked when the
    item's data marks that field designer."""
    names = list(dict.fromkeys(marked(item.name.lower(), chosen in item.designer) for item in items))
    return and_list(names, word) if names else none


def summary_values(game: Game) -> dict[str, str]:
    """What each placeholder of the summary's lines stands for, from the data."""
    terrain = [t for t in game.terrain.values() if t.on_board]
    weapons = game.weapons.values()
    marker = game.markers.get(ACTED_MARKER)
    lines = special_rules(game).line_of_fire
    open_edges = [game.terrain[t] for t in lines.open_edges if t in game.terrain]
    return {
        "direct": names_of(w for w in weapons if w.trajectory == "direct"),
        "curved": names_of(w for w in weapons if w.trajectory == "curved"),
        "unlimited": names_of(w for w in weapons if w.range == "unlimited"),
        "blockers": names_of((t for t in terrain if t.blocks_line_of_fire), "or"),
        "armoured": names_of(u for u in game.units.values() if u.armoured),
        "open_edges": names_of(open_edges),
        "grazing": marked(GRAZING[lines.grazing], "grazing" in lines.designer),
        "road_only": names_of(t for t in terrain if t.vehicles == "road-only").capitalize(),
        "closed": names_of((t for t in terrain if t.vehicles == "never"), chosen="vehicles").capitalize(),
        "activated": marker.back.text if marker is not None and marker.back is not None else "activated",
    }


def summary_faces(game: Game) -> tuple[dict, dict] | None:
    """The summary card's front and back as card faces of the table kind: its title over a column of
    each panel's heading and lines (bullets), their {placeholders} filled from the data, the back closing
    with the worked examples; None without a summary."""
    summary = special_rules(game).summary
    if summary is None:
        return None
    values = summary_values(game)
    examples = [block for e in worked_examples(game)
                for block in ({"heading": f"EXAMPLE: {e.label.upper()}"}, {"text": example_words(game, e)})]

    def face(f, more: list[dict]) -> dict:
        blocks = [block for p in f.panels for block in ({"heading": p.title.format(**values).upper()},
                                                        {"bullets": [line.format(**values) for line in p.lines]})]
        return {"title": f.title, "columns": [blocks + more]}

    return face(summary.front, []), face(summary.back, examples)


def summary_problems(game: Game) -> list[Fault]:
    """Every placeholder of the summary names a value `summary_values` gives."""
    if special_rules(game).summary is None:
        return []
    source, known = game.sources[SPECIAL_RULES_FILE], summary_values(game)
    return [fault for side in ("front", "back")
            for fault in placeholder_faults(source, known, ("summary", side, "panels"), "of the summary")]


@dataclass(frozen=True)
class WorkedExample:
    label: str  # "Activation" or "Response"
    turn: int
    mode: str  # activation or response
    attacker: str  # unit id
    weapon: str
    target: str  # unit id
    terrain: str
    statuses: tuple[str, ...]
    shot: Shot
    chance: str  # "90 %"


EXAMPLES = (
    ("Activation", {"attacker": "red-infantry", "weapon": "anti-tank", "mode": "activation", "target": "blue-apc",
                    "terrain": "open", "statuses": (), "turn": 7}),
    ("Response", {"attacker": "blue-infantry", "weapon": "assault-rifle", "mode": "response",
                  "target": "red-infantry", "terrain": "open", "statuses": ("in-motion",), "turn": 7}),
)
"""The rulebook's worked examples: Red infantry's anti-tank shot at Blue's APC in the open (18), and
Blue infantry answering with its assault rifle at Red infantry on the move (4), both on turn 7."""


def worked_examples(game: Game) -> list[WorkedExample]:
    """The examples the data can still compute (one drops out when its unit, weapon or terrain is gone)."""
    found = []
    for label, e in EXAMPLES:
        try:
            terms = shot(game, e["attacker"], e["weapon"], e["mode"], e["target"], e["terrain"], e["statuses"],
                         e["turn"])
        except (LookupError, ValueError):
            continue
        chances = hit_chances(game, terms, e["weapon"])
        found.append(WorkedExample(label, e["turn"], e["mode"], e["attacker"], e["weapon"], e["target"],
                                   e["terrain"], e["statuses"], terms, percent(chances.at_least_one)))
    return found


NBSP = "\u00a0"


def shot_sum(shot: Shot) -> str:
    """ATK − TER − DEF + STAT + END + INT = score, a term's sign flipped when its value is negative
    ("3 − 0 − 1 − 3 + 2 + 3 = 4"); no-break spaces keep the sum on one line."""
    terms = [(-1, shot.terrain), (-1, shot.defence), (1, shot.status), (1, shot.endurance), (1, shot.intel)]
    words = str(shot.attack) + "".join(f"{NBSP}{MINUS if sign * value < 0 or (sign < 0 and value == 0) else '+'}"
                                       f"{NBSP}{abs(value)}" for sign, value in terms)
    return f"{words}{NBSP}={NBSP}{shot.score}"


def example_words(game: Game, example: WorkedExample) -> str:
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
