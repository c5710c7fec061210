"""What changed in the game, in the game's own terms: "unit red-infantry: anti-tank ATK 12 → 13".

`game_values` lists every number and word the printed set carries, grouped by the thing it is
printed for (a unit, a turn, a marker, the hit-score wheel), with the derived values taken from
the rules module. A build stores them in the output folder (`game-values.json`) and compares them
with the previous build's; `ntw-print diff OLD NEW` compares two data folders the same way.
Pure: no drawing.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

Values = dict[str, dict[str, Any]]  # thing -> label -> value as printed (text, number or list)

SNAPSHOT = "game-values.json"
SNAPSHOT_FORMAT = 1
SKIPPED_KEYS = {"designer", "notes"}  # the data's own commentary, never printed on a piece


@dataclass(frozen=True)
class Describer:
    """Describes the data files it `covers` in game terms (others get a generic description)."""

    covers: tuple[str, ...]  # file names, or folders as "boards/"
    describe: Callable[[Any], Values]


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _game(game) -> Values:
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


def _units(game) -> Values:
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


def _weapons(game) -> Values:
    from .rules.ranges import range_label

    return {f"weapon {w.id}": {"name": w.name, "short": w.short, "symbol": w.symbol, "dice": w.dice,
                               "range": range_label(game, w.id), "trajectory": w.trajectory,
                               "ignores DEF": _yes(w.ignores_defence), "kills whole unit": _yes(w.kills_whole_unit),
                               "makes smoke": _yes(w.makes_smoke)}
            for w in game.weapons.values()}


def _terrain(game) -> Values:
    return {f"terrain {t.id}": {"name": t.name, "TER": t.protection, "on board": _yes(t.on_board),
                                "blocks line of fire": _yes(t.blocks_line_of_fire), "vehicles": t.vehicles,
                                "infantry": t.infantry, "colour": t.colour, "symbol": t.symbol}
            for t in game.terrain.values()}


def _statuses(game) -> Values:
    return {f"status {s.id}": {"name": s.name, "STAT": s.modifier, "when": s.condition}
            for s in game.statuses.values()}


def _turns(game) -> Values:
    values: Values = {}
    for row in game.turns.turns:
        values[f"turn {row.turn}"] = {"END": row.endurance,
                                      **{f"INT {side}": row.intel[side] for side in game.sides}}
    return values


def _markers(game) -> Values:
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


def _miss_matrix(game) -> Values:
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


def _wheel(game) -> Values:
    from .rules.combat import scale_values

    scales = scale_values(game)
    return {"hit-score wheel": {"ATK scale": list(scales.attack), "TER scale": list(scales.terrain),
                                "DEF scale": list(scales.defence), "STAT scale": list(scales.status),
                                "END scale": list(scales.endurance), "INT scale": list(scales.intel),
                                "bonus scale": list(scales.bonus),
                                "hit scores": f"{scales.scores[0]} to {scales.scores[-1]}"}}


@functools.lru_cache(maxsize=4)
def _all_labels(labels) -> tuple[tuple[int, int, str], ...]:
    """(row, col, label) of every hex of a grid, row by row (kept: a watch describes boards often)."""
    return tuple((row, col, labels.format(col, row)) for row in range(labels.rows) for col in range(labels.columns))


def _boards(game) -> Values:
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


def _flatten(data: Any, prefix: str, into: dict[str, Any]) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in SKIPPED_KEYS and not str(key).startswith("$"):
                _flatten(value, f"{prefix}.{key}" if prefix else str(key), into)
    elif isinstance(data, list) and any(isinstance(item, (dict, list)) for item in data):
        for i, item in enumerate(data):
            label = item.get("id") if isinstance(item, dict) and isinstance(item.get("id"), str) else str(i + 1)
            _flatten(item, f"{prefix} {label}" if prefix else label, into)
    else:
        into[prefix or "value"] = data


def _other_files(game, covered: set[str]) -> Values:
    """Files no describer knows (scenarios, pieces, special rules): every value, by its path."""
    values: Values = {}
    for rel in sorted(game.sources):
        if rel not in covered and not any(c.endswith("/") and rel.startswith(c) for c in covered):
            row: dict[str, Any] = {}
            _flatten(game.sources[rel].data, "", row)
            values[rel.removesuffix(".yaml").replace("-", " ")] = row
    return values


def game_values(game) -> Values:
    """Every value the printed set carries, grouped by what it is printed for."""
    values: Values = {}
    for describer in DESCRIBERS:
        values.update(describer.describe(game))
    values.update(_other_files(game, {rel for d in DESCRIBERS for rel in d.covers}))
    return json.loads(json.dumps(values, default=str))  # exactly what a snapshot reads back


# --- comparing ------------------------------------------------------------------------------------

def _show(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_show(v) for v in value) if value else "none"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_show(v)}" for k, v in value.items())
    return str(value)


SHOWN_KEYS = 6  # a mapping or list with more changed entries than this is summed up


def _few(values: list) -> str:
    """A list of values, or for a long one its length and its first few (300 road hexes)."""
    if len(values) <= SHOWN_KEYS:
        return _show(values)
    return f"{len(values)}: {', '.join(_show(v) for v in values[:SHOWN_KEYS])}, ..."


def _brief(value: Any) -> str:
    """A value as a new thing's description shows it: long lists and mappings summed up."""
    if isinstance(value, dict) and len(value) > SHOWN_KEYS:
        return f"{len(value)} entries"
    return _few(value) if isinstance(value, list) else _show(value)


def _changed(label: str, old: Any, new: Any) -> str:
    if isinstance(old, dict) and isinstance(new, dict):
        keys = [k for k in [*new, *(k for k in old if k not in new)] if old.get(k) != new.get(k)]
        if len(keys) > SHOWN_KEYS:
            return f"{label} of {len(keys)} changed ({', '.join(keys[:SHOWN_KEYS])}, ...)"
        return "; ".join(f"{label} {k} {_show(old.get(k, 'none'))} → {_show(new.get(k, 'none'))}" for k in keys)
    if isinstance(old, list) and isinstance(new, list) and all(
            isinstance(v, (int, float, str)) for v in old + new):
        gained = [v for v in new if v not in old]
        lost = [v for v in old if v not in new]
        if gained and not lost:
            return f"{label} extended ({_few(gained)} added)"
        if lost and not gained:
            return f"{label} shortened ({_few(lost)} gone)"
        if gained or lost:
            return f"{label} {_few(gained)} added, {_few(lost)} gone"
        return f"{label} reordered"
    return f"{label} {_show(old)} → {_show(new)}"


def compare(old: Values | None, new: Values) -> list[str]:
    """One line per thing that changed, in the order things are listed; [] without an old build."""
    if old is None:
        return []
    lines: list[str] = []
    for thing in [*new, *(t for t in old if t not in new)]:
        before, after = old.get(thing), new.get(thing)
        if before == after:
            continue
        if before is None:
            lines.append(f"{thing}: new ({'; '.join(f'{label} {_brief(v)}' for label, v in after.items())})")
            continue
        if after is None:
            lines.append(f"{thing}: removed")
            continue
        parts = []
        for label in [*after, *(k for k in before if k not in after)]:
            if label not in before:
                parts.append(f"{label} {_show(after[label])} (new)")
            elif label not in after:
                parts.append(f"{label} removed (was {_show(before[label])})")
            elif before[label] != after[label]:
                parts.append(_changed(label, before[label], after[label]))
        lines.append(f"{thing}: {'; '.join(parts)}")
    return lines


# --- the snapshot beside the outputs --------------------------------------------------------------

@dataclass(frozen=True)
class Snapshot:
    key: str  # what the values were made from: the game data and the code that describes it
    values: Values


def snapshot_key(game) -> str:
    """Equal keys, equal values: a build whose data did not change need not describe it again."""
    from .cache import code_digest
    from .inputs import digest

    return digest([{rel: source.data for rel, source in sorted(game.sources.items())},
                   code_digest("ntw_print.changes:game_values")])


def load_snapshot(folder: Path) -> Snapshot | None:
    """The snapshot of the previous build in `folder`; None if there is none or it is unreadable."""
    try:
        data = json.loads((folder / SNAPSHOT).read_text(encoding="utf-8"))
        if data.get("format") == SNAPSHOT_FORMAT and isinstance(data.get("values"), dict):
            return Snapshot(str(data.get("key")), data["values"])
    except (OSError, ValueError, AttributeError):
        pass
    return None


def snapshot_text(snapshot: Snapshot) -> str:
    """The snapshot file's text, written beside the outputs after a successful build."""
    things = ",\n".join(f"{json.dumps(thing, ensure_ascii=False)}: {json.dumps(values, ensure_ascii=False)}"
                        for thing, values in snapshot.values.items())  # one line each: diffable, and fast
    return (f'{{"format": {SNAPSHOT_FORMAT}, "key": {json.dumps(snapshot.key)}, "values": {{\n'
            f"{things}\n}}}}\n")


def changes_since(previous: Snapshot | None, game) -> tuple[Snapshot | None, list[str]]:
    """The game's snapshot (None when `previous` still holds) and what changed since `previous`."""
    key = snapshot_key(game)
    if previous is not None and previous.key == key:
        return None, []
    current = Snapshot(key, game_values(game))
    return current, compare(previous.values if previous else None, current.values)


# --- two data folders -----------------------------------------------------------------------------

@dataclass(frozen=True)
class GameDiff:
    changes: list[str]
    outputs: list[str]  # the output files that read changed data, or that one side lacks


def diff_games(old, new) -> GameDiff:
    """What changed from game `old` to game `new`, and which of the new game's outputs it touches."""
    from .cache import BUILD_INPUTS
    from .inputs import input_digest
    from .components import COMPONENTS

    outputs = []
    for name in new.info.components:
        component = COMPONENTS.get(name)
        if name not in old.info.components:
            outputs.append(name)
        elif component is not None and any(input_digest(old, s) != input_digest(new, s) for s in (*BUILD_INPUTS, *component.inputs)):
            outputs.append(name)
    return GameDiff(compare(game_values(old), game_values(new)), outputs)
