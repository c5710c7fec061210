"""The scenarios held to the map, the tracks and the page: every hex a scenario names is on the map and
in the region it says (the French lines in France, the exit hexes in Germany), each turn-track caption
"19.x ends" ("19.x at most") stands at that scenario's length (its most with extensions), and every
sheet's words fit A4 and Letter. Each fault stands at its place in the scenario's or the track's file."""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING

from ...core.checks_later import now_or_later
from ...core.errors import Fault, LayoutError
from ...core.references import reference_problems
from ...kinds.board.layout import labels_of
from ...kinds.places import place_problems
from ...print.layout.sheet import PAPER_SIZES_MM
from .scenarios import FOLDER, SETUP_SIDE
from .sheets import MAP, SETUP, TRACKS, board_regions, tables

if TYPE_CHECKING:
    from ...core.yamlsrc import Source
    from .scenarios import Scenario, SwitzerlandGame

CAPTION = re.compile(r"^(19\.\d) (ends|at most)$")  # a turn-track caption that marks a scenario's length


def scenario_faults(game: SwitzerlandGame) -> list[Fault]:
    from .scenario_sheet import mark_cells

    board = game.sheets[MAP].spec
    labels = labels_of(board.grid)
    regions = board_regions(game)
    known = {"sign": {s.id for s in board.signs}, "region": regions,
             SETUP_SIDE: {table_id.split("-")[0] for table_id in tables(game, SETUP)}}
    faults = []
    placed = []  # the scenarios whose hexes are all on the map: their sheets are laid out
    for file, scenario in zip(game.scenario_files, game.scenarios):
        source = game.sources[f"{FOLDER}/{file}"]
        problems = place_problems(scenario, labels) + reference_problems(scenario, known)
        faults += [source.fault(path, message) for path, message in problems]
        if problems:
            continue
        placed.append((source, scenario))
        for index, (mark, found) in enumerate(zip(scenario.map.marks, mark_cells(game, board, scenario))):
            if mark.within is None:
                continue
            outside = sorted(found.cells - regions[mark.within])
            if outside:
                faults.append(source.fault(("map", "marks", index, "in"), f"{', '.join(outside[:5])} "
                                           f"{'is' if len(outside) == 1 else 'are'} not in {mark.within} on the map"))
    # a build lays the sheets out as it draws them (core/checks_later.py)
    return faults + caption_faults(game) + now_or_later(f"{FOLDER}/", partial(sheet_faults, game, placed))


def sheet_faults(game: SwitzerlandGame, scenarios: list[tuple[Source, Scenario]]) -> list[Fault]:
    """Each scenario's sheet laid out on every paper: its words fit."""
    from ...kinds.board.layout import plan
    from ...print.render.pdf import measure
    from ..sheets.model import credit_line
    from .scenario_sheet import page_plan

    board = game.sheets[MAP].spec
    try:
        laid = plan(board, measure)
    except LayoutError:
        return []  # the map itself does not fit its size: the map's own check says so, at its line
    faults = []
    for source, scenario in scenarios:
        for paper in PAPER_SIZES_MM:
            try:
                page_plan(game, board, laid, scenario, paper, credit_line(game.info), measure)
            except LayoutError as exc:
                faults.append(source.fault((), f"on {paper.upper()} paper: {exc}"))
    return faults


def caption_faults(game: SwitzerlandGame) -> list[Fault]:
    """Each track box captioned "19.x ends" is that scenario's turns, "19.x at most" its most; and a
    scenario with a length has its "ends" caption."""
    if TRACKS not in game.sheets:
        return []
    source = game.sources[TRACKS]
    lengths = {s.number: {"ends": s.length.turns, "at most": s.length.most} for s in game.scenarios}
    faults, captioned = [], set()
    for t, track in enumerate(game.sheets[TRACKS].spec.tracks):
        for number, box in track.boxes.items():
            match = CAPTION.match(box.caption.strip())
            if not match:
                continue
            scenario, what = match.groups()
            captioned.add((scenario, what))
            wanted = lengths.get(scenario, {}).get(what)
            if wanted != number:
                says = (f"{scenario} lasts {wanted} turns" if what == "ends" else
                        f"{scenario} lasts at most {wanted} turns with its extensions") if wanted else \
                    f"{scenario} has no {'turn limit' if what == 'ends' else 'set most'} in {FOLDER}/"
                faults.append(source.fault(("tracks", t, "boxes", number, "caption"),
                                           f"'{box.caption}' stands at box {number}; {says}"))
    for file, scenario in zip(game.scenario_files, game.scenarios):
        for what, turns in lengths[scenario.number].items():
            if turns is not None and (scenario.number, what) not in captioned:
                faults.append(game.sources[f"{FOLDER}/{file}"].fault(
                    ("length", "turns" if what == "ends" else "most"),
                    f"no turn-track box in {TRACKS} is captioned '{scenario.number} {what}' (box {turns})"))
    return faults
