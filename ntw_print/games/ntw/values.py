"""New Techno War's values in its own terms, for change reports: "unit red-infantry: anti-tank ATK
12 → 13". The data files' values come from their models (core/values.model_values: a unit by its id,
a value by its field's title); what the rules derive from them (hexes moved, marker counts, the wheel's
scales, where a missed shot lands, each board hex's terrain) is added here from the rules modules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.values import Values, model_values

if TYPE_CHECKING:
    from .loader import Game


def _units(game: Game) -> Values:
    from .rules.movement import hexes_moved

    return {f"unit {unit.id}": {"hexes moved": hexes_moved(game, unit.id, False, False),
                                "hexes moved on a road": hexes_moved(game, unit.id, True, False)}
            for unit in game.units.values()}


def _markers(game: Game) -> Values:
    from .rules.components import DERIVED_COUNTS, marker_face_text, printed_counts

    values: Values = {}
    for marker in game.markers.values():
        row: dict[str, Any] = {f"printed {owner}": n for owner, n in printed_counts(marker).items()}
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


def _boards(game: Game) -> Values:
    from .rules.board import board_ids, board_of

    values: Values = {}
    for board_id in board_ids(game):
        board = board_of(game, board_id)
        label = board.label_of
        values[f"board {board_id}"] = {
            "name": board.name, "side": board.side, "hex across": board.hex_across,
            "terrain": {name: board.terrain[board.hex_of(name)] for name in board.grid.labels.row_by_row},
            "roads": {road.name: f"{road.kind}: {label(road.hexes[0])} to {label(road.hexes[-1])}, "
                                 f"{len(road.hexes)} hexes" for road in board.roads},
            "road hexes": list(dict.fromkeys(label(h) for road in board.roads for h in road.hexes)),
            "buildings": {label(b.hexes[0]): f"{b.name or b.terrain}, {b.floors} floor{'s' if b.floors != 1 else ''}"
                          for b in board.buildings},
            "places": {place.name: label(place.at) for place in board.places},
        }
    return values


DESCRIBED = ("miss-matrix.yaml", "boards/")  # described here alone, by what the rules make of them
DERIVED = (_units, _markers, _miss_matrix, _boards, _wheel)


def values(game: Game) -> Values:
    """Every value the printed set carries, grouped by what it is printed for."""
    found = model_values(game.models, DESCRIBED)
    for derive in DERIVED:
        for thing, row in derive(game).items():
            found.setdefault(thing, {}).update(row)
    return found
