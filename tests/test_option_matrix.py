"""Every documented combination of build options makes a set that verifies.

Only the files the options change are built: NTW's double-sided, crop-marked sheets and TECH v3's
tokens and screens (the generic kinds), and the duplex test page (which reads only the paper and
the duplex flip) where the bleed and offset are the defaults. The full product of 5 papers x 2
bleeds x 3 duplex modes x 2 back offsets is 50 sets (the offset means nothing when folding); the
matrix below is a covering subset of 15 in which every pair of values meets at least once (a test
holds it to that). One process draws and reads them (no workers to start for such small sets).
"""

from __future__ import annotations

import itertools

import pytest

from ntw_game import REPO, ntw
from ntw_print.build import build, output_folder
from ntw_print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.verify import verify

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
