"""Every documented combination of build options makes a set that verifies.

Only the files the options change are built: NTW's double-sided, crop-marked sheets and TECH v3's
tokens and screens (the generic kinds), and the duplex test page (which reads only the paper and
the duplex flip) where the bleed and offset are the defaults. The full product of 5 papers x 2
bleeds x 3 duplex modes x 2 back offsets is 50 sets (the offset means nothing when folding); the
matrix below is a covering subset of 15 in which every pair of values meets at least once (a test
holds it to that). One process draws and reads them (no workers to start for such small sets).

Then the edges of each option's range, for every game: the ends of the bleed's range (0 and 10 mm),
the smallest papers and the largest, back offsets of 4 mm either way, every duplex mode, and the
bleeds around which a layout changes (a column or row of pieces stops fitting, a file takes one
sheet more; a gutter of twice the bleed as wide as a piece, where cut lines fall evenly). Each case
builds only the files it is about; `COVERED` says which game meets which edge where, and a test holds
it to every game and every edge.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, replace

import pytest

from ntw_game import REPO, ntw
from ntw_print.app.build import build, output_folder
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.print.layout.sheet import MAX_BACK_OFFSET_MM, MAX_BLEED_MM
from ntw_print.app.verify import verify

SHEETS = ["markers", "section-tiles", "unit-tiles", "pieces", "reference-card"]
TECH_SHEETS = ["tokens", "screens"]
PAPERS = ["a4", "letter", "a3", "tabloid", "300x450mm"]
BLEEDS = [0.0, 3.0]
DUPLEX = ["long", "short", "fold"]
OFFSETS = [(0.0, 0.0), (2.0, -1.5)]
NONE, SOME = OFFSETS
MATRIX = [BuildOptions(*combination) for combination in [
    ("a4", 0.0, "long", SOME), ("a4", 3.0, "short", NONE), ("a4", 0.0, "fold", NONE),
    ("letter", 3.0, "long", SOME), ("letter", 0.0, "short", SOME), ("letter", 3.0, "fold", NONE),
    ("a3", 0.0, "long", NONE), ("a3", 3.0, "short", SOME), ("a3", 0.0, "fold", NONE),
    ("tabloid", 3.0, "long", NONE), ("tabloid", 0.0, "short", SOME), ("tabloid", 0.0, "fold", NONE),
    ("300x450mm", 3.0, "long", NONE), ("300x450mm", 0.0, "short", SOME), ("300x450mm", 3.0, "fold", NONE),
]]


def _pairs(values: tuple) -> set:
    return {(i, a, j, b) for (i, a), (j, b) in itertools.combinations(enumerate(values), 2)}


def test_the_matrix_meets_every_pair_of_option_values():
    possible = [c for c in itertools.product(PAPERS, BLEEDS, DUPLEX, OFFSETS) if c[2] != "fold" or c[3] == NONE]
    wanted = set().union(*(_pairs(c) for c in possible))
    covered = set().union(*(_pairs((o.paper, o.bleed, o.duplex, o.back_offset)) for o in MATRIX))
    assert wanted - covered == set()


def affected(options: BuildOptions) -> list[str]:
    plain = options.bleed == 3.0 and options.back_offset == (0.0, 0.0)
    return SHEETS + ["duplex-test"] if plain else SHEETS


@pytest.fixture(scope="module")
def tech():
    return load_game(REPO / "data" / "tech-v3")


@pytest.mark.parametrize("options", MATRIX, ids=lambda o: o.describe().replace(" ", ""))
def test_every_option_combination_builds_a_set_that_verifies(options, tmp_path, tech):
    for game, only in ((ntw(), affected(options)), (tech, TECH_SHEETS)):
        build(game, tmp_path, options, only, jobs=1)
        report = verify(game, output_folder(tmp_path, game.info.id, options.paper), only=only, jobs=1)
        assert report.ok, "\n".join(report.lines())


@pytest.mark.parametrize("options", [MATRIX[5], MATRIX[13], MATRIX[9]], ids=lambda o: o.describe().replace(" ", ""))
def test_the_same_options_give_byte_identical_files(options, tmp_path, tech):
    """Gang sheets, folds and custom papers are as deterministic as the rest."""
    for game, only in ((ntw(), ["pieces", "markers"]), (tech, ["tokens"])):
        first, second = (output_folder(tmp_path / name, game.info.id, options.paper) for name in ("a", "b"))
        for folder in (tmp_path / "a", tmp_path / "b"):
            build(game, folder, options, only, jobs=1)
        for name in only:
            assert (first / f"{name}.pdf").read_bytes() == (second / f"{name}.pdf").read_bytes(), name


# --- the edges of each option's range, game by game ------------------------------------------------

GAMES = sorted(p.parent.name for p in (REPO / "data").glob("*/game.yaml"))
PIECE_FILES = {"ntw": ["markers", "pieces", "section-tiles", "unit-tiles", "reference-card"],
               "switzerland": ["counters"], "tech-v3": ["tokens", "screens"],
               "nouvelle-guerre": ["unit-labels", "unit-cards", "order-cards", "deployment-chips", "tags"],
               "seven-seconds": ["counters", "standees", "mission-cards", "troop-cards", "faction-cards"]}
MOST = MAX_BACK_OFFSET_MM
UNIT_TILES_ON_A4 = 9.5  # the largest bleed that leaves NTW's 167 mm unit tiles room for their own crop marks on A4


@functools.cache
def game_named(name: str):
    return ntw() if name == "ntw" else load_game(REPO / "data" / name)


@dataclass(frozen=True)
class Edge:
    game: str
    options: BuildOptions
    files: tuple[str, ...] | None = None  # None: every file of the game

    def __str__(self) -> str:
        return f"{self.game}:{','.join(self.files or ['all'])}:{self.options.describe().replace(' ', '')}"

    def only(self) -> list[str]:
        files = self.files or game_named(self.game).info.components
        return list(files)


def pieces(game: str, options: BuildOptions) -> Edge:
    return Edge(game, options, tuple(PIECE_FILES[game]))


EDGES = [
    # the ends of the ranges: every file of every game with no bleed and the largest offsets, and with
    # the largest bleed, folded; every sheet of pieces with the largest bleed on A4 and the offsets the
    # other way, and on the longest paper, landscape
    *(Edge(game, BuildOptions("a4", 0.0, "short", (-MOST, MOST))) for game in GAMES),
    *(Edge(game, BuildOptions("letter", MAX_BLEED_MM, "fold")) for game in GAMES),
    *(pieces(game, BuildOptions("a4", MAX_BLEED_MM, "long", (MOST, -MOST))) for game in GAMES),
    *(pieces(game, BuildOptions("2000x1000mm", 3.0, "long", (MOST, MOST))) for game in GAMES),
    # a gutter (twice the bleed) as wide as a piece, or as two sizes' difference: the cut lines fall
    # evenly, and alone they would frame the gutters as pieces too
    Edge("ntw", BuildOptions("a4", 5.0), ("markers",)),  # 10 mm markers (verify found 23 pieces too many)
    Edge("ntw", BuildOptions("letter", 7.5, "short"), ("markers",)),  # 15 mm markers
    Edge("ntw", BuildOptions("a4", 2.5, "fold"), ("markers",)),  # 15 mm = 10 mm and its gutter
    Edge("switzerland", BuildOptions("a4", 8.0, "fold"), ("counters",)),  # 16 mm counters
    Edge("nouvelle-guerre", BuildOptions("a4", 7.0), ("tags",)),  # tags 14 mm tall
    Edge("seven-seconds", BuildOptions("a4", 2.5), ("counters",)),  # 25 mm = 20 mm and its gutter
    # three-hex pieces: their hexes, grown into a bleed past 5.2 mm, reach beyond it and are clipped
    # there (verify read their colour from what the clip hides)
    Edge("ntw", BuildOptions("a4", 5.5), ("pieces",)),
]

# (game, file, options, bleed): just over the bleed the file takes more sheets than just under it.
# Folded where pieces side by side otherwise share their cuts (the bleed then runs round the block
# only, and the same number fit a sheet at every bleed)
FOLDED = BuildOptions("a4", duplex="fold")
THRESHOLDS = [
    ("ntw", "pieces", BuildOptions("a4"), 7.25),  # a troop transport goes to a sheet of its own
    ("ntw", "markers", BuildOptions("a4"), 5.8),
    # counters, labels and tokens share their cuts when that takes fewer sheets: the bleed then runs round
    # the block only, and a sheet's count changes where it eats a row's room (or, folded, with gutters)
    ("switzerland", "counters", FOLDED, 2.125),
    ("nouvelle-guerre", "unit-labels", BuildOptions("letter"), 7.705),
    ("seven-seconds", "counters", FOLDED, 3.05),  # a column less on each half
    ("tech-v3", "tokens", BuildOptions("letter", duplex="fold"), 6.675),
]

EVERY_EDGE = {"bleed 0", f"bleed {MAX_BLEED_MM:g}", "A4", "Letter", "2000 mm", "long", "short", "fold",
              f"offset {MOST:g}", "layout threshold"}


def edges_met(options: BuildOptions) -> set[str]:
    met = {options.duplex, {"a4": "A4", "letter": "Letter"}.get(options.paper, "")}
    met |= {f"bleed {options.bleed:g}"} if options.bleed in (0.0, MAX_BLEED_MM) else set()
    met |= {"2000 mm"} if "2000" in options.paper else set()
    met |= {f"offset {MOST:g}"} if options.duplex != "fold" and MOST in map(abs, options.back_offset) else set()
    return met - {""}


def test_every_game_meets_every_edge_of_every_option():
    met = {game: set() for game in GAMES}
    for edge in EDGES:
        met[edge.game] |= edges_met(edge.options)
    for game, _, _, _ in THRESHOLDS:
        met[game].add("layout threshold")
    assert met == {game: EVERY_EDGE for game in GAMES}


def builds_and_verifies(game: str, only: list[str], options: BuildOptions, out) -> dict[str, int]:
    """Build the files, verify them; the pages of each."""
    loaded = game_named(game)
    result = build(loaded, out, options, only, jobs=1)
    report = verify(loaded, output_folder(out, loaded.info.id, options.paper), only=only, jobs=1)
    assert report.ok, "\n".join(report.lines())
    return {w.name: w.pages for w in result.files}


@pytest.mark.parametrize("edge", EDGES, ids=str)
def test_every_game_builds_at_the_edges_of_the_options_and_verifies(edge, tmp_path):
    builds_and_verifies(edge.game, edge.only(), edge.options, tmp_path)


@pytest.mark.parametrize("game, file, options, bleed", THRESHOLDS, ids=lambda v: str(v) if isinstance(v, float) else None)
def test_either_side_of_a_bleed_where_a_layout_changes_verifies(game, file, options, bleed, tmp_path):
    under, over = (builds_and_verifies(game, [file], replace(options, bleed=b), tmp_path / str(b))[file]
                   for b in (bleed - 0.05, bleed + 0.05))
    assert under < over  # a threshold indeed: the layout changes there


def test_ntw_unit_tiles_on_a4_share_their_cuts_past_the_bleed_that_leaves_them_room_for_their_own(tmp_path):
    """As every kind's pieces: past 9.5 mm of bleed a 167 mm tile has no room for its own crop marks on A4,
    and the tiles stand edge to edge (their bleed round the block), three a sheet all the same."""
    from ntw_print.games.ntw.render.pieces import pieces_sheet

    for bleed in (UNIT_TILES_ON_A4, UNIT_TILES_ON_A4 + 0.1, MAX_BLEED_MM):
        assert len(pieces_sheet(ntw(), BuildOptions("a4", bleed), "unit-tiles")) == 6
    builds_and_verifies("ntw", ["unit-tiles"], BuildOptions("a4", MAX_BLEED_MM), tmp_path)


