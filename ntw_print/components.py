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

    def load_renderer(self) -> Callable:
        module, function = self.renderer.split(":")
        return getattr(importlib.import_module(module), function)

    def pages(self, game, options: BuildOptions) -> list:
        return self.load_renderer()(game, options)


COMPONENTS: dict[str, Component] = {c.name: c for c in [
    Component("markers", "Markers", "ntw_print.render.markers:marker_sheet",
              ("game.yaml#sides", "markers.yaml", "terrain.yaml")),
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
               "terrain.yaml", "markers.yaml", "pieces.yaml", "special-rules.yaml")),
    Component("reference-card", "Turn sequence and hit score cards", "ntw_print.render.reference_card:reference_card",
              ("game.yaml#sides", "game.yaml#die", "units.yaml", "weapons.yaml", "terrain.yaml", "statuses.yaml",
               "turns.yaml", "special-rules.yaml", "markers.yaml")),
    Component("board-full-map", "Board side A, full map (one sheet)", "ntw_print.render.board_pages:full_map_sheet",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/")),
    Component("board-full-map-tiled", "Board side A, full map (tiled pages)",
              "ntw_print.render.board_pages:full_map_tiled", ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/")),
    Component("board-city-and-house", "Board side B, city and house (one sheet)",
              "ntw_print.render.board_pages:city_and_house_sheet",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/")),
    Component("board-city-and-house-tiled", "Board side B, city and house (tiled pages)",
              "ntw_print.render.board_pages:city_and_house_tiled",
              ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/")),
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
