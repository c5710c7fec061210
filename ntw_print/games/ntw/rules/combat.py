"""The hit score, ATK - TER - DEF + STAT +/- END + INT, and the chance that a shot hits.

Reading of the rules used here:
* An activation fires with the large ATK of the unit tile, a response with the small one.
* DEF counts 0 for a weapon that ignores defence (anti-tank) and for a shot at a hex without a
  target unit (curved-trajectory weapons only: mortar, grenade, smoke grenade).
* STAT is the sum of every status of the target unit that applies: statuses add up.
* END is the turn's; INT is the firing side's on that turn.
* The sniper adds his status and accuracy bonuses (`special-rules.yaml`) and harms infantry only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING

from ..model.game import Unit, UnitWeapon, Weapon
from ..model.special_rules import Sniper
from .dice import hits_distribution, p_at_least_one, p_hit
from .lookup import UnknownId, lookup
from .special import special_rules
from .turns import endurance, intel

if TYPE_CHECKING:
    from ..loader import Game

MODES = ("activation", "response")
"""An activation fires with the large ATK value, a response with the small one."""


@dataclass(frozen=True)
class Shot:
    """The terms of one hit score, each with the sign it has in the sum."""

    attack: int
    terrain: int
    defence: int
    status: int
    endurance: int
    intel: int
    bonus: int = 0

    @property
    def score(self) -> int:
        """ATK - TER - DEF + STAT + END + INT (+ a special bonus such as the sniper's)."""
        return self.attack - self.terrain - self.defence + self.status + self.endurance + self.intel + self.bonus


@dataclass(frozen=True)
class HitChances:
    """Exact chances of a hit score: per die, and for the dice the weapon rolls."""

    score: int
    per_die: Fraction
    dice: int
    distribution: tuple[Fraction, ...]  # P(exactly k hits), k = 0..dice
    at_least_one: Fraction


@dataclass(frozen=True)
class ScaleValues:
    """Every value each term of the hit score can take with this data, sorted, and the range of
    reachable hit scores (lowest to highest, every whole number between)."""

    attack: tuple[int, ...]
    terrain: tuple[int, ...]
    defence: tuple[int, ...]
    status: tuple[int, ...]
    endurance: tuple[int, ...]
    intel: tuple[int, ...]
    bonus: tuple[int, ...]
    scores: tuple[int, ...]


def unit_weapon(game: Game, unit_id: str, weapon_id: str) -> UnitWeapon:
    """The entry of ``weapon_id`` on the tile of ``unit_id``."""
    unit = lookup("unit", game.units, unit_id)
    lookup("weapon", game.weapons, weapon_id)
    for armed in unit.weapons:
        if armed.weapon == weapon_id:
            return armed
    raise UnknownId(f"{unit_id} weapon", weapon_id, [armed.weapon for armed in unit.weapons])


def attack_value(armed: UnitWeapon, mode: str) -> int:
    """ATK for an activation (large value) or a response (small value)."""
    if mode not in MODES:
        raise UnknownId("mode", mode, MODES)
    return armed.attack if mode == "activation" else armed.response


def status_total(game: Game, status_ids: Iterable[str]) -> int:
    """STAT: the sum of the modifiers of every listed status (each may be listed once)."""
    ids = list(status_ids)
    repeated = sorted({s for s in ids if ids.count(s) > 1})
    if repeated:
        raise ValueError(f"status listed more than once: {', '.join(repeated)}")
    return sum(lookup("status", game.statuses, s).modifier for s in ids)


def shot(game: Game, unit_id: str, weapon_id: str, mode: str, target_unit_id: str | None, terrain_id: str,
         status_ids: Iterable[str], turn: int, bonus: int = 0) -> Shot:
    """The terms of a shot by ``unit_id`` with ``weapon_id`` at ``target_unit_id`` standing on
    ``terrain_id`` with ``status_ids``, on ``turn``. ``target_unit_id`` None: a curved shot at a hex."""
    unit = lookup("unit", game.units, unit_id)
    armed = unit_weapon(game, unit_id, weapon_id)
    weapon = game.weapons[weapon_id]
    target = _target(game, unit, weapon, target_unit_id)
    return Shot(
        attack=attack_value(armed, mode),
        terrain=lookup("terrain", game.terrain, terrain_id).protection,
        defence=0 if weapon.ignores_defence or target is None else target.defence,
        status=status_total(game, status_ids),
        endurance=endurance(game, turn),
        intel=intel(game, unit.side, turn),
        bonus=bonus,
    )


def _target(game: Game, unit: Unit, weapon: Weapon, target_unit_id: str | None) -> Unit | None:
    if target_unit_id is None:
        if weapon.trajectory != "curved":
            raise ValueError(f"{weapon.id} fires directly, so it needs a target unit")
        return None
    target = lookup("unit", game.units, target_unit_id)
    if target.side == unit.side:
        raise ValueError(f"{unit.id} and {target.id} are both {unit.side}: a shot targets an enemy unit")
    return target


def sniper(game: Game) -> Sniper:
    """The sniper's rules (bonuses, dice, range, what he can harm) from `special-rules.yaml`."""
    return special_rules(game).sniper


def sniper_shot(game: Game, unit_id: str, mode: str, target_unit_id: str, terrain_id: str,
                status_ids: Iterable[str], turn: int) -> Shot:
    """A shot of the sniper of ``unit_id``: its sniper weapon's ATK plus the sniper's bonus.
    Roll ``sniper(game).dice`` dice for it (``hit_chances(..., dice=...)``)."""
    rules = sniper(game)
    target = lookup("unit", game.units, target_unit_id)
    if target.category not in rules.targets:
        raise ValueError(f"the {rules.name.lower()} has no effect on a {target.category} ({target.id})")
    return shot(game, unit_id, rules.weapon, mode, target_unit_id, terrain_id, status_ids, turn,
                bonus=rules.bonus)


def hit_chances(game: Game, shot: Shot, weapon_id: str, dice: int | None = None) -> HitChances:
    """The chances of ``shot``: one die hits on a roll <= the hit score; ``dice`` defaults to the
    number the weapon rolls."""
    count = lookup("weapon", game.weapons, weapon_id).dice if dice is None else dice
    return chances(shot.score, count, game.info.die.sides)


def chances(score: int, dice: int, sides: int) -> HitChances:
    """The chances of a hit score rolled with ``dice`` d``sides``."""
    return HitChances(score, p_hit(score, sides), dice, hits_distribution(score, dice, sides),
                      p_at_least_one(score, dice, sides))


def scale_values(game: Game) -> ScaleValues:
    """Every value the data can give each term, and the range of reachable hit scores."""
    weapons = [(unit, armed, game.weapons[armed.weapon]) for unit in game.units.values() for armed in unit.weapons]
    rows = game.turns.turns
    zero_defence = any(w.ignores_defence or w.trajectory == "curved" for _, _, w in weapons)
    bonus = sniper(game).bonus
    scores = reachable_scores(game)
    return ScaleValues(
        attack=_sorted(v for _, armed, _ in weapons for v in (armed.attack, armed.response)),
        terrain=_sorted(t.protection for t in game.terrain.values()),
        defence=_sorted([u.defence for u in game.units.values()] + ([0] if zero_defence else [])),
        status=_sorted(status_choices(game)),  # the STAT of every combination of statuses
        endurance=_sorted(row.endurance for row in rows),
        intel=_sorted(v for row in rows for v in row.intel.values()),
        bonus=_sorted([0, bonus]),
        scores=tuple(range(min(scores), max(scores) + 1)),
    )


def status_choices(game: Game) -> dict[int, list[tuple[str, ...]]]:
    """Every combination of statuses, none included (statuses add up), grouped by the STAT they give."""
    ids = list(game.statuses)
    by_value: dict[int, list[tuple[str, ...]]] = {}
    for k in range(len(ids) + 1):
        for chosen in combinations(ids, k):
            by_value.setdefault(sum(game.statuses[s].modifier for s in chosen), []).append(chosen)
    return dict(sorted(by_value.items()))


def reachable_scores(game: Game) -> set[int]:
    """Every hit score a shot allowed by the data can have (sniper shots included)."""
    rules = sniper(game)
    scores: set[int] = set()
    for side in game.sides:
        base: set[int] = set()  # ATK - DEF + bonus
        for unit in (u for u in game.units.values() if u.side == side):
            for armed in unit.weapons:
                weapon = game.weapons[armed.weapon]
                targets = [u for u in game.units.values() if u.side != side]
                defences = {0 if weapon.ignores_defence else t.defence for t in targets}
                if weapon.trajectory == "curved":
                    defences.add(0)
                sniper_defences = {t.defence for t in targets if t.category in rules.targets}
                for attack in (armed.attack, armed.response):
                    base |= {attack - d for d in defences}
                    if armed.weapon == rules.weapon:
                        base |= {attack - d + rules.bonus for d in sniper_defences}
        turn = {row.endurance + row.intel[side] for row in game.turns.turns}
        scores |= _sumset(base, {-t.protection for t in game.terrain.values()}, set(status_choices(game)), turn)
    return scores


def _sumset(*sets: set[int]) -> set[int]:
    result = {0}
    for values in sets:
        result = {a + b for a in result for b in values}
    return result


def _sorted(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(set(values)))
