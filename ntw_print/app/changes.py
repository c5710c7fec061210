"""What changed in the game, in the game's own terms: "unit red-infantry: weapons anti-tank ATK 12 → 13".

`game_values` lists every number and word the printed set carries, grouped by the thing it is
printed for (a unit, a turn, a marker, the hit-score wheel), with the derived values taken from
the rules module. A build stores them in the output folder (`game-values.json`) and compares them
with the previous build's; `ntw-print diff OLD NEW` compares two data folders the same way.
Pure: no drawing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.values import Values

if TYPE_CHECKING:
    from ..games import LoadedGame

SNAPSHOT = "game-values.json"
SNAPSHOT_FORMAT = 1


def game_values(game: LoadedGame) -> Values:
    """Every value the printed set carries, grouped by what it is printed for (the game's plugin
    says how)."""
    return json.loads(json.dumps(game.plugin.values(game), default=str))  # exactly what a snapshot reads back


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
            shown = [f"{label} {_brief(v)}" for label, v in after.items()]
            more = f"; and {len(shown) - SHOWN_KEYS} more values" if len(shown) > SHOWN_KEYS else ""
            lines.append(f"{thing}: new ({'; '.join(shown[:SHOWN_KEYS])}{more})")
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
        more = f"; and {len(parts) - SHOWN_KEYS} more changes" if len(parts) > SHOWN_KEYS else ""
        lines.append(f"{thing}: {'; '.join(parts[:SHOWN_KEYS])}{more}")
    return lines


# --- the snapshot beside the outputs --------------------------------------------------------------

@dataclass(frozen=True)
class Snapshot:
    key: str  # what the values were made from: the game data and the code that describes it
    values: Values


def snapshot_key(game: LoadedGame) -> str:
    """Equal keys, equal values: a build whose data did not change need not describe it again."""
    from .cache import code_digest
    from .inputs import digest

    describe = game.plugin.values
    return digest([{rel: source.data for rel, source in sorted(game.sources.items())},
                   code_digest(f"{describe.__module__}:{describe.__name__}")])


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


def changes_since(previous: Snapshot | None, game: LoadedGame) -> tuple[Snapshot | None, list[str]]:
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
    from .inputs import input_digest, with_tables
    components = new.plugin.components(new)
    outputs = []
    for name in new.info.components:
        component = components.get(name)
        if name not in old.info.components:
            outputs.append(name)
        elif component is not None and any(input_digest(old, s) != input_digest(new, s)
                                           for s in with_tables(new, (*BUILD_INPUTS, *component.inputs))):
            outputs.append(name)
    return GameDiff(compare(game_values(old), game_values(new)), outputs)
