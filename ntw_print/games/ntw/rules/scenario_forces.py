"""A scenario's forces as the rules see them: each side's sections resolved into unit tiles, figures
and where each starts.

Pure: no drawing, no files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.words import counted
from ..model.scenario import ArrivesRule, ForceUnit, HiddenRule, ScenarioFile, SniperRule, SupportFireRule
from .scenarios import SECTION_TILE_FACES, zone_name
from .special import special_rules

if TYPE_CHECKING:
    from ..loader import Game


@dataclass(frozen=True)
class UnitInPlay:
    """One unit tile of a scenario and where it starts."""

    ref: str  # its id in the scenario file
    side: str
    section: int
    unit: str  # units.yaml id
    tile: int
    name: str  # as printed: "Infantry 2"
    category: str
    figures: int
    at: str | None  # start hex
    zone: str | None  # set up anywhere in this zone
    aboard: str | None  # ref of the vehicle it rides in
    passengers: tuple[str, ...]  # refs of the units riding in it
    arrives: tuple[int, str] | None  # (turn, hex) for a unit that starts off the board
    hidden_under: str | None  # marker id when it sets up hidden
    role: str | None  # what a rule makes of it: "fire support", "sniper"


@dataclass(frozen=True)
class SectionInPlay:
    side: str
    number: int
    units: tuple[UnitInPlay, ...]


@dataclass(frozen=True)
class ForceInPlay:
    """A side's whole force: its sections, the tiles it takes and the figures it puts down."""

    side: str
    sections: tuple[SectionInPlay, ...]

    @property
    def units(self) -> list[UnitInPlay]:
        return [u for s in self.sections for u in s.units]

    @property
    def section_tiles(self) -> int:
        return len(self.sections) * len(SECTION_TILE_FACES)

    @property
    def infantry_figures(self) -> int:
        return sum(u.figures for u in self.units if u.category == "infantry")

    @property
    def vehicles(self) -> int:
        return sum(1 for u in self.units if u.category == "vehicle")


def tile_name(game: Game, unit_id: str, tile: int) -> str:
    """A unit tile by the title printed on it: its name and number ("Infantry 2")."""
    return f"{game.units[unit_id].name} {tile}"


def unit_entries(scenario: ScenarioFile) -> list[tuple[tuple, str, ForceUnit]]:
    """(path in the file, side, entry) of every unit of the scenario's forces, in file order."""
    return [(("forces", i, "sections", j, "units", k), force.side, entry) for i, force in enumerate(scenario.forces)
            for j, section in enumerate(force.sections) for k, entry in enumerate(section.units)]


def unit_refs(scenario: ScenarioFile) -> dict[str, tuple[str, ForceUnit]]:
    """Scenario unit id -> (side, its entry)."""
    return {entry.id: (side, entry) for _, side, entry in unit_entries(scenario)}


def unit_name(game: Game, scenario: ScenarioFile, ref: str) -> str:
    _, entry = unit_refs(scenario)[ref]
    return tile_name(game, entry.unit, entry.tile)


def forces(game: Game, scenario: ScenarioFile) -> list[ForceInPlay]:
    """Each side's force as tiles, figures and start positions, attacker first."""
    arrivals = {r.unit: (r.turn, r.at) for r in scenario.special_rules if isinstance(r, ArrivesRule)}
    roles = {ref: "fire support" for r in scenario.special_rules if isinstance(r, SupportFireRule) for ref in r.units}
    roles |= {r.unit: special_rules(game).sniper.name.lower() for r in scenario.special_rules
              if isinstance(r, SniperRule)}
    hidden = {(r.side, r.zone): r.marker for r in scenario.special_rules if isinstance(r, HiddenRule)}
    riders: dict[str, list[str]] = {}
    for _, entry in unit_refs(scenario).values():
        if entry.aboard is not None:
            riders.setdefault(entry.aboard, []).append(entry.id)
    result = []
    for force in sorted(scenario.forces, key=lambda f: game.info.sides.index(game.sides[f.side])):
        sections = []
        for section in force.sections:
            units = []
            for entry in section.units:
                unit = game.units[entry.unit]
                units.append(UnitInPlay(
                    ref=entry.id, side=force.side, section=section.number, unit=entry.unit, tile=entry.tile,
                    name=tile_name(game, entry.unit, entry.tile), category=unit.category,
                    figures=entry.figures or unit.figures, at=entry.at, zone=entry.zone, aboard=entry.aboard,
                    passengers=tuple(riders.get(entry.id, ())), arrives=arrivals.get(entry.id),
                    hidden_under=hidden.get((force.side, entry.zone)) if entry.zone else None,
                    role=roles.get(entry.id),
                ))
            sections.append(SectionInPlay(force.side, section.number, tuple(units)))
        result.append(ForceInPlay(force.side, tuple(sections)))
    return result


def start_text(game: Game, scenario: ScenarioFile, unit: UnitInPlay) -> str:
    """Where a unit starts, in a few words: a hex, a zone, a vehicle or its arrival."""
    if unit.aboard is not None:
        return f"aboard {unit_name(game, scenario, unit.aboard)}"
    if unit.arrives is not None:
        turn, at = unit.arrives
        return f"enters at {at} on turn {turn}"
    if unit.zone is not None:
        name = zone_name(scenario, unit.zone)
        return f"{name}, hidden" if unit.hidden_under else f"anywhere in {name}"
    return unit.at or ""


def force_totals(game: Game, force: ForceInPlay) -> str:
    """A side's force in one line: "Red · 3 sections, 6 section tiles · 24 figures, 3 vehicles"."""
    pieces = [counted(force.infantry_figures, "figure") if force.infantry_figures else "",
              counted(force.vehicles, "vehicle") if force.vehicles else ""]
    return (f"{game.sides[force.side].name} · {counted(len(force.sections), 'section')}, {force.section_tiles} "
            f"section tiles · {', '.join(p for p in pieces if p)}")


def force_rows(game: Game, scenario: ScenarioFile, force: ForceInPlay) -> list[list[str]]:
    """Each unit of a side as the forces table prints it: its section (on the section's first unit),
    its tile («n»: infantry units aboard; a role in brackets), its figures and where it starts."""
    return [[str(section.number) if i == 0 else "",
             unit.name + (f" «{len(unit.passengers)}»" if unit.passengers else "") + (f" ({unit.role})" if unit.role else ""),
             "vehicle" if unit.category == "vehicle" else f"{unit.figures} fig.", start_text(game, scenario, unit)]
            for section in force.sections for i, unit in enumerate(section.units)]
