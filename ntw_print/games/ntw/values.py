"""New Techno War's values in its own terms, for change reports: "unit red-infantry: anti-tank ATK
12 → 13". Values derived by the rules (hexes moved, wheel scales, marker counts) come from the rules
module. Files described here are left out of the generic listing of every value."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ...core.values import Values, files_values

if TYPE_CHECKING:
    from ...grids.labels import GridLabels
    from .loader import Game


@dataclass(frozen=True)
class Describer:
    """Describes the data files it `covers` in game terms (others get a generic description)."""

    covers: tuple[str, ...]  # file names, or folders as "boards/"
    describe: Callable[[Any], Values]


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _game(game: Game) -> Values:
    info = game.info
    grid = info.grid
    values: Values = {"game": {"name": info.name, "outputs": list(info.components)},
                      "board grid": {"columns": grid.columns, "rows": grid.rows, "labels": grid.column_labels,
                                     "orientation": grid.orientation, "offset": grid.offset,
                                     "hex size": f"{grid.hex_size:g} mm"},
                      "dice": {"sides": f"d{info.die.sides}",
                               **{f"{side} dice": n for side, n in info.die.count.items()}}}
    for side in info.sides:
        values[f"side {side.id}"] = {"name": side.name, "role": side.role, "colour": side.colour,
                                     "tint": side.tint}
    return values


def _units(game: Game) -> Values:
    from .rules.movement import hexes_moved

    values: Values = {}
    for unit in game.units.values():
        row: dict[str, Any] = {"name": unit.name, "side": unit.side, "tiles": unit.count,
                               "figures": unit.figures, "DEF": unit.defence, "MOVE": unit.move,
                               "LOAD": unit.load, "armoured": _yes(unit.armoured)}
        if unit.replaces:
            row["replaces"] = unit.replaces
        row["hexes moved"] = hexes_moved(game, unit.id, False, False)
        row["hexes moved on a road"] = hexes_moved(game, unit.id, True, False)
        for armed in unit.weapons:
            weapon = game.weapons[armed.weapon].name.lower().removesuffix(" weapon")
            row[f"{weapon} ATK"] = armed.attack
            row[f"{weapon} response ATK"] = armed.response
            row[f"{weapon} ammo"] = armed.ammo
        values[f"unit {unit.id}"] = row
    return values


def _weapons(game: Game) -> Values:
    from .rules.ranges import range_label

    return {f"weapon {w.id}": {"name": w.name, "short": w.short, "symbol": w.symbol, "dice": w.dice,
                               "range": range_label(game, w.id), "trajectory": w.trajectory,
                               "ignores DEF": _yes(w.ignores_defence), "kills whole unit": _yes(w.kills_whole_unit),
                               "makes smoke": _yes(w.makes_smoke)}
            for w in game.weapons.values()}


def _terrain(game: Game) -> Values:
    return {f"terrain {t.id}": {"name": t.name, "TER": t.protection, "on board": _yes(t.on_board),
                                "blocks line of fire": _yes(t.blocks_line_of_fire), "vehicles": t.vehicles,
                                "infantry": t.infantry, "colour": t.colour, "symbol": t.symbol}
            for t in game.terrain.values()}


def _statuses(game: Game) -> Values:
    return {f"status {s.id}": {"name": s.name, "STAT": s.modifier, "when": s.condition}
            for s in game.statuses.values()}


def _turns(game: Game) -> Values:
    values: Values = {}
    for row in game.turns.turns:
        values[f"turn {row.turn}"] = {"END": row.endurance,
                                      **{f"INT {side}": row.intel[side] for side in game.sides}}
    return values


def _markers(game: Game) -> Values:
    from .rules.components import DERIVED_COUNTS, marker_face_text, printed_counts

    values: Values = {}
    for marker in game.markers.values():
        row: dict[str, Any] = {"name": marker.name, "size": f"{marker.size:g} mm", "shape": marker.shape}
        row.update({f"printed {owner}": n for owner, n in printed_counts(marker).items()})
        if marker.derived_count:
            row.update({f"needed {side}": n for side, n in DERIVED_COUNTS[marker.derived_count](game).items()})
        for face_name in ("front", "back"):
            face = getattr(marker, face_name)
            if face is not None:
                texts = sorted({" ".join(filter(None, marker_face_text(game, face, v))) for v in marker.variants})
                row[face_name] = " / ".join(texts)
        values[f"marker {marker.id}"] = row
    return values


def _miss_matrix(game: Game) -> Values:
    from .rules.missmatrix import outcomes

    steps = {face: cell.steps for cell in game.miss_matrix.cells for face in cell.faces}
    row: dict[str, Any] = {}
    for face, outcome in outcomes(game.miss_matrix).items():
        if outcome.offset is None:
            row[f"face {face}"] = outcome.outcome
        else:
            n = outcome.distance
            row[f"face {face}"] = f"{n} hex{'es' if n != 1 else ''} {'-'.join(steps[face])}"
    return {"miss matrix": row}


def _wheel(game: Game) -> Values:
    from .rules.combat import scale_values

    scales = scale_values(game)
    return {"hit-score wheel": {"ATK scale": list(scales.attack), "TER scale": list(scales.terrain),
                                "DEF scale": list(scales.defence), "STAT scale": list(scales.status),
                                "END scale": list(scales.endurance), "INT scale": list(scales.intel),
                                "bonus scale": list(scales.bonus),
                                "hit scores": f"{scales.scores[0]} to {scales.scores[-1]}"}}


@functools.lru_cache(maxsize=4)
def _all_labels(labels: GridLabels) -> tuple[tuple[int, int, str], ...]:
    """(row, col, label) of every hex of a grid, row by row (kept: a watch describes boards often)."""
    return tuple((row, col, labels.format(col, row)) for row in range(labels.rows) for col in range(labels.columns))


def _boards(game: Game) -> Values:
    from .rules.board import BOARD_FOLDER, board_ids, board_of, parse_terrain_grid

    values: Values = {}
    for board_id in board_ids(game):
        board, model = board_of(game, board_id), game.folder(BOARD_FOLDER)[board_id]
        labels, label = board.grid.labels, board.label_of
        cells, _ = parse_terrain_grid(model.terrain, model.legend, labels.columns, labels.rows)
        values[f"board {board_id}"] = {
            "name": board.name, "side": board.side, "hex across": board.hex_across,
            "terrain": {label: model.legend[cells[row][col]] for row, col, label in _all_labels(labels)},
            "roads": {road.name: f"{road.kind}: {label(road.hexes[0])} to {label(road.hexes[-1])}, "
                                 f"{len(road.hexes)} hexes" for road in board.roads},
            "road hexes": list(dict.fromkeys(label(h) for road in board.roads for h in road.hexes)),
            "buildings": {label(b.hexes[0]): f"{b.name or b.terrain}, {b.floors} floor{'s' if b.floors != 1 else ''}"
                          for b in board.buildings},
            "places": {place.name: label(place.at) for place in board.places},
        }
    return values


DESCRIBERS: list[Describer] = [
    Describer(("game.yaml",), _game),
    Describer(("units.yaml",), _units),
    Describer(("weapons.yaml",), _weapons),
    Describer(("terrain.yaml",), _terrain),
    Describer(("statuses.yaml",), _statuses),
    Describer(("turns.yaml",), _turns),
    Describer(("markers.yaml",), _markers),
    Describer(("miss-matrix.yaml",), _miss_matrix),
    Describer(("boards/",), _boards),
    Describer((), _wheel),  # derived from several files
]


def values(game: Game) -> Values:
    """Every value the printed set carries, grouped by what it is printed for."""
    found: Values = {}
    for describer in DESCRIBERS:
        found.update(describer.describe(game))
    found.update(files_values(game, tuple(rel for d in DESCRIBERS for rel in d.covers)))
    return found
