"""Checks across the game's sheets, each a fault at the value that breaks it: every hex of the setup
chart lies in its side's territory on the map, holds a stack within the stacking limits, and every
unit it names is a counter of that side,
every kind of counter is counted in game.yaml, engineers have their stated strength, the German VP
track holds every VP the urban areas can give, and the aid sheet's tables hold to the rules
(`aid_checks.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import Fault
from ..sheets.rows import placed_rows
from . import rules
from .aid_checks import AID, aid_faults
from .sheets import COUNTERS, MAP, SETUP, TERRITORY, TRACKS, VP_TRACK, board_regions, counter_rows, tables

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame


def checks(game: SheetsGame) -> list[Fault]:
    missing = [name for name in (MAP, SETUP, COUNTERS, AID) if name not in game.sheets]
    if missing:
        source = game.sources["game.yaml"]
        return [source.fault((), f"the game needs {', '.join(missing)} beside game.yaml")]
    return (setup_faults(game) + kind_count_faults(game) + engineer_faults(game) + aid_faults(game)
            + vp_track_faults(game))


def vp_track_faults(game: SheetsGame) -> list[Fault]:
    """The German VP track reaches the most the urban areas can give: Bern, the other Swiss ones and,
    in 19.4, the French ones (16.0, 19.4.4)."""
    if TRACKS not in game.sheets:
        return []
    source = game.sources[TRACKS]
    most = rules.MAX_VP + rules.FRENCH_URBAN * rules.URBAN_VP
    found = [(i, t) for i, t in enumerate(game.sheets[TRACKS].spec.tracks) if t.label.startswith(VP_TRACK)]
    if not found:
        return [source.fault(("tracks",), f"no track labelled '{VP_TRACK} ...': the game counts them on one")]
    return [source.fault(("tracks", i, "to"), f"the German VP track runs to {track.end}; the urban areas give up "
                                              f"to {most} (Bern 3, 17 other Swiss and, in 19.4, 3 French: 16.0, 19.4.4)")
            for i, track in found if track.end < most]


def engineer_faults(game: SheetsGame) -> list[Fault]:
    """Engineer regiments have the strength the rules' example gives them (14.3): a fault at the row's
    line (in the CSV file it comes from)."""
    sheet = game.sheets[COUNTERS]
    return [sheet.fault(path + ("strength",), f"{row.get('name')}: an engineer regiment has strength "
                                              f"{rules.ENGINEER_STRENGTH} (14.3), not {row.get('strength')}")
            for path, row in placed_rows(sheet.spec)
            if row.get("type") == "engineer" and row.get("strength") != rules.ENGINEER_STRENGTH]


def kind_count_faults(game: SheetsGame) -> list[Fault]:
    """game.yaml counts every kind of counter (`where: {kind: ...}`), and the kinds add up to the
    whole set's count: the data shows how the total is made."""
    source = game.sources["game.yaml"]
    totals = [t for t in game.info.totals if t.sheet == COUNTERS.removesuffix(".yaml") and t.count is not None]
    by_kind = {t.where["kind"]: t.count for t in totals if set(t.where) == {"kind"}}
    whole = [(i, t) for i, t in enumerate(game.info.totals) if t in totals and not t.where]
    kinds = sorted({str(row.get("kind")) for row in counter_rows(game)})
    faults = [source.fault(("totals",), f"no total counts the counters of kind '{kind}': add "
                                        f"{{sheet: counters, where: {{kind: {kind}}}, count: N}}")
              for kind in kinds if kind not in by_kind]
    if not whole:
        faults.append(source.fault(("totals",), "no total gives the number of counters: add "
                                                "{sheet: counters, count: N}"))
    elif not faults and sum(by_kind.values()) != whole[0][1].count:
        faults.append(source.fault(("totals", whole[0][0], "count"), f"the counts of each kind add up to "
                                   f"{sum(by_kind.values())}, not {whole[0][1].count}"))
    return faults


def setup_faults(game: SheetsGame) -> list[Fault]:
    source = game.sources[SETUP]
    regions = board_regions(game)
    sizes = {(row.get("nation"), f"{row.get('name')} {row.get('size')}".strip()): str(row.get("size") or "")
             for row in counter_rows(game)}
    faults = []
    stacks: dict[tuple[str, str], list[tuple[tuple, str]]] = {}  # (side, hex) -> (path of the unit, its name)
    for table_id, (index, table) in tables(game, SETUP).items():
        side = table_id.split("-")[0]
        if side not in TERRITORY:
            continue
        home = set().union(*(regions.get(r, set()) for r in TERRITORY[side]))
        for number, (unit, hex_) in enumerate(table.rows):
            where = ("tables", index, "rows", number)
            if (side, str(unit)) not in sizes:
                faults.append(source.fault(where + (0,), f"{unit}: no {side} counter of that name and size in "
                                                          f"{COUNTERS}"))
            if str(hex_) not in ("-", "\u2013") and str(hex_) not in home:
                faults.append(source.fault(where + (1,), f"{unit} sets up in {hex_}, which is not in "
                                                         f"{' or '.join(TERRITORY[side])} on the map"))
            if str(hex_) not in ("-", "\u2013"):
                stacks.setdefault((side, str(hex_)), []).append((where + (1,), str(unit)))
    for (side, hex_), units in stacks.items():
        if not rules.stack_fits([sizes.get((side, unit), "") for _, unit in units]):
            faults.append(source.fault(units[-1][0], f"{hex_} holds {', '.join(unit for _, unit in units)}: more than "
                                                     f"{rules.UNIT_LIMIT} units or {rules.STACK_LIMIT} stacking points "
                                                     "of a side (5.0)"))
    return faults
