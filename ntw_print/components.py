"""The printable components: what each output file is called, what it reads, what draws it.

Renderers are named by import path and loaded only when a build needs them, so `check`, `odds`
and `--help` start without the drawing libraries.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .package_files import TEMPLATES, template_files


@dataclass(frozen=True)
class BuildOptions:
    paper: str = "a4"
    bleed: float = 3.0
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)

    def to_json(self) -> dict:
        return {"paper": self.paper, "bleed": self.bleed, "duplex": self.duplex, "back_offset": list(self.back_offset)}

    @classmethod
    def from_json(cls, data: dict) -> "BuildOptions":
        dx, dy = data["back_offset"]
        return cls(str(data["paper"]), float(data["bleed"]), str(data["duplex"]), (float(dx), float(dy)))

    def describe(self) -> str:
        """`paper a4, bleed 3 mm, long-edge duplex, back offset 0,0 mm`."""
        dx, dy = self.back_offset
        return (f"paper {self.paper}, bleed {self.bleed:g} mm, {self.duplex}-edge duplex, "
                f"back offset {dx:g},{dy:g} mm")


@dataclass(frozen=True)
class Component:
    name: str  # output file name without .pdf
    title: str
    renderer: str  # "module:function" returning a list of pages for (game, options)
    # The data it reads, relative to the game folder: "units.yaml", "game.yaml#grid" (one top-level
    # key), "units.yaml#units[].name,side" (fields of every record), "boards/" (a folder). A change
    # anywhere else leaves this output up to date; tests/test_cache.py checks that a renderer reads
    # nothing it does not declare here (see ntw_print/inputs.py). "templates/unit-tile.yaml" is the
    # template the game is drawn with, wherever it comes from (package_files.py).
    inputs: tuple[str, ...]
    # What it has nothing to print without: a file ("boards/full-map.yaml") or a folder holding at
    # least one file ("scenarios/"). `check` refuses a game that lists it without them.
    needs: tuple[str, ...] = ()

    def load_renderer(self) -> Callable:
        module, function = self.renderer.split(":")
        return getattr(importlib.import_module(module), function)

    def pages(self, game, options: BuildOptions) -> list:
        return self.load_renderer()(game, options)


COMPONENTS: dict[str, Component] = {c.name: c for c in [
    Component("markers", "Markers", "ntw_print.render.markers:marker_sheet",
              ("game.yaml#sides", "markers.yaml", "terrain.yaml",
               "units.yaml#units[].side,count,replaces,weapons[].ammo")),  # derived marker counts
    Component("duplex-test", "Duplex registration test", "ntw_print.render.duplex_test:duplex_test",
              ()),
    Component("unit-tiles", "Unit tiles", "ntw_print.render.tiles:unit_tile_sheet",
              ("game.yaml#sides", "units.yaml", "weapons.yaml", "markers.yaml", "templates/unit-tile.yaml")),
    Component("section-tiles", "Section tiles", "ntw_print.render.tiles:section_tile_sheet",
              ("game.yaml#sides", "game.yaml#die", "weapons.yaml", "statuses.yaml", "miss-matrix.yaml",
               "pieces.yaml", "templates/section-tile.yaml")),
    Component("pieces", "Pieces", "ntw_print.render.pieces:piece_sheet",
              ("game.yaml#sides", "game.yaml#grid", "pieces.yaml", "terrain.yaml")),
    Component("scenarios", "Scenario sheets", "ntw_print.render.scenarios:scenario_sheets",
              ("game.yaml#sides", "game.yaml#grid", "game.yaml#die", "scenarios/", "boards/",
               "units.yaml#units[].id,name,side,category,armoured,figures", "weapons.yaml#weapons[].id,name",
               "terrain.yaml", "markers.yaml", "pieces.yaml", "special-rules.yaml"),
              needs=("scenarios/",)),
    Component("reference-card", "Turn sequence and hit score cards", "ntw_print.render.reference_card:reference_card",
              ("game.yaml#sides", "game.yaml#die", "units.yaml", "weapons.yaml", "terrain.yaml", "statuses.yaml",
               "turns.yaml", "special-rules.yaml", "markers.yaml")),
    Component("board-full-map", "Board side A, full map (one sheet)", "ntw_print.render.board_pages:full_map_sheet",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/"),
              needs=("boards/full-map.yaml",)),
    Component("board-full-map-tiled", "Board side A, full map (tiled pages)",
              "ntw_print.render.board_pages:full_map_tiled", ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/"),
              needs=("boards/full-map.yaml",)),
    Component("board-city-and-house", "Board side B, city and house (one sheet)",
              "ntw_print.render.board_pages:city_and_house_sheet",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/"),
              needs=("boards/city-and-house.yaml",)),
    Component("board-city-and-house-tiled", "Board side B, city and house (tiled pages)",
              "ntw_print.render.board_pages:city_and_house_tiled",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/"),
              needs=("boards/city-and-house.yaml",)),
    Component("hit-score-wheel", "Hit-score wheel and range rule", "ntw_print.render.wheel:hit_score_wheel_sheet",
              ("game.yaml#sides", "game.yaml#grid", "game.yaml#die",
               "units.yaml#units[].id,name,side,category,defence,weapons",
               "weapons.yaml#weapons[].id,name,short,dice,range,trajectory,ignores_defence",
               "terrain.yaml#terrain[].id,name,protection", "statuses.yaml#statuses[].id,name,modifier",
               "turns.yaml", "special-rules.yaml")),
    Component("turn-recorder", "Turn recorder", "ntw_print.render.turn_recorder:turn_recorder_sheet",
              ("game.yaml#sides", "markers.yaml", "turns.yaml", "scenarios/")),
]}


def templates_used(game_dir: Path, names) -> str:
    """The build report's line naming the templates these outputs read and where each came from
    (`templates: data/ntw/templates/unit-tile.yaml (the game's own)`); "" when they read none."""
    read = {selector for name in names for selector in COMPONENTS[name].inputs if selector.startswith(f"{TEMPLATES}/")}
    used = [f.shown() for f in template_files(game_dir) if f"{TEMPLATES}/{f.name}" in read]
    return f"templates: {', '.join(used)}" if used else ""


def check_printable(game) -> list:
    """A component the game lists must have something to print: a fault at its place in game.yaml."""
    source = game.sources["game.yaml"]
    faults = []
    for i, name in enumerate(game.info.components):
        for need in getattr(COMPONENTS.get(name), "needs", ()):
            if need.endswith("/") and not any(rel.startswith(need) for rel in game.sources):
                why = f"the folder {need} holds no .yaml file (add one"
            elif not need.endswith("/") and need not in game.sources:
                why = f"there is no {need} (add it"
            else:
                continue
            faults.append(source.fault(("components", i), f"{name} has nothing to print: {why}, or take {name} "
                                       "off the list)"))
    return faults
