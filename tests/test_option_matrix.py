"""Every documented combination of build options makes a set that verifies.

Only the files the options change are built: the double-sided, crop-marked sheets for all 16
combinations of paper x bleed x duplex x back offset, and the duplex test page (which reads only
the paper and the duplex flip) for four of them. One process draws and reads them (no workers to
start for such small sets).
"""

from __future__ import annotations

import itertools

import pytest

from ntw_game import ntw
from ntw_print.build import build, output_folder
from ntw_print.components import BuildOptions
from ntw_print.verify import verify

SHEETS = ["markers", "section-tiles", "unit-tiles", "pieces", "reference-card"]
MATRIX = [BuildOptions(paper, bleed, duplex, offset) for paper, bleed, duplex, offset
          in itertools.product(["a4", "letter"], [0.0, 3.0], ["long", "short"], [(0.0, 0.0), (2.0, -1.5)])]


def affected(options: BuildOptions) -> list[str]:
    plain = options.bleed == 3.0 and options.back_offset == (0.0, 0.0)
    return SHEETS + ["duplex-test"] if plain else SHEETS


@pytest.mark.parametrize("options", MATRIX, ids=lambda o: o.describe().replace(" ", ""))
def test_every_option_combination_builds_a_set_that_verifies(options, tmp_path):
    game = ntw()
    build(game, tmp_path, options, affected(options), jobs=1)
    report = verify(game, output_folder(tmp_path, game.info.id, options.paper), only=affected(options), jobs=1)
    assert report.ok, "\n".join(report.lines())
