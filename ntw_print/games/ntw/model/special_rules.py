"""The schema of `special-rules.yaml`: rule numbers that belong to no single weapon, unit or terrain."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ....core.model.common import Id, Model, Sourced, empty_list
from ....core.references import Refers
from .game import Category


class Movement(Sourced):
    road_bonus: dict[Category, int] = Field(
        description="extra hexes for a unit that stays on a road for its whole move, per category")
    city_off_road_armoured: int = Field(
        ge=0, le=40, description="hexes an armoured vehicle moves off the road in the city")


class LineOfFireRules(Sourced):
    grazing: Literal["blocked-if-both", "blocked-if-either"] = Field(
        description="a line running along a hexside has two paths: blocked when both are, or when either is")
    open_edges: list[Annotated[Id, Refers("terrain")]] = Field(
        default_factory=empty_list, description="terrain whose edge hexes (next to other terrain) do not block")


class Sniper(Sourced):
    name: str
    weapon: Annotated[Id, Refers("weapon")] = Field(description="the weapon whose ATK the sniper fires with")
    status_bonus: int = Field(ge=-20, le=20)
    accuracy_bonus: int = Field(ge=-20, le=20)
    dice: int = Field(ge=1, le=10)
    range: int = Field(ge=1, le=99, description="hexes, counted without any line of fire")
    ignores_line_of_fire: bool
    targets: list[Category] = Field(min_length=1, description="kinds of unit the sniper can harm")

    @property
    def bonus(self) -> int:
        """Everything the sniper adds to the hit score."""
        return self.status_bonus + self.accuracy_bonus


class EndOfGame(Sourced):
    time_out: str = Field(min_length=1, max_length=200, description=(
        "the one sentence every sheet prints for a game nobody won: {last} is 'turn 9' or the scenario's "
        "last turn, {winner} the side that wins"))


class SummaryPanel(Model):
    title: str = Field(min_length=1, max_length=60)
    lines: list[str] = Field(min_length=1, description="one bullet each; {placeholders} are filled from the data")


class SummaryFace(Model):
    title: str = Field(min_length=1, max_length=30, description="printed in the band at the top of the card")
    panels: list[SummaryPanel] = Field(default_factory=empty_list)


class RulesSummary(Sourced):
    """The second player card: stated rules that no other sheet prints, in our words."""

    front: SummaryFace
    back: SummaryFace


class SpecialRulesFile(Sourced):
    movement: Movement
    line_of_fire: LineOfFireRules
    sniper: Sniper
    end_of_game: EndOfGame
    summary: RulesSummary | None = None
