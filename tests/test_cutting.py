"""The cutting guide at the foot of each sheet of pieces, and the sheets, waste and cuts per file."""

from __future__ import annotations

import json

import pytest

from ntw_game import ntw
from ntw_print.app.build import build, output_folder
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.cutting import cut_advice, cut_lines, paper_use, print_advice
from ntw_print.print.layout.sheet import Box, crop_marks, grid_slots, paper


def test_with_bleed_neighbours_share_their_cut_lines():
    for bleed, across, down in ((3.0, 6, 4), (0.0, 4, 3)):
        slots = grid_slots(paper("a4", bleed), 87.0, 79.0)  # 2 x 3 section tiles
        assert len(slots) == 6
        lines = cut_lines(crop_marks(slots, bleed))
        assert (len(lines[0]), len(lines[1])) == (across, down)
    assert cut_advice(crop_marks(grid_slots(paper("a4", 0.0), 87.0, 79.0), 0.0)) == \
        "Cut the 4 lines across first, then the 3 down each strip."


def test_paper_use_counts_the_sheets_the_area_no_piece_takes_and_the_cuts():
    piece = Box(10.0, 10.0, 100.0, 148.5)  # a quarter of an A4 sheet
    marks = crop_marks([piece], 3.0)
    use = paper_use([(210.0, 297.0, [piece], marks), (210.0, 297.0, [piece, piece], marks)])
    assert (use.sheets, round(use.waste, 4), use.cuts) == (2, round(1 - 3 * 100 * 148.5 / (2 * 210 * 297), 4), 8)
    assert paper_use([(210.0, 297.0, [], [])]) is None  # a board or a chart: nothing to cut out


def test_the_guide_says_how_to_print_the_backs():
    assert print_advice("duplex", "short") == "Print both sides (short-edge flip) on 250-300 g/m\u00b2 card."
    assert "fold on the dashed line, glue" in print_advice("fold")
    assert "glue this behind the next" in print_advice("glue")
    assert print_advice("none") == "Print one side on 250-300 g/m\u00b2 card."


@pytest.mark.parametrize("bleed", [3.0, 0.0])
def test_the_manifest_gives_sheets_waste_and_cuts_per_file(tmp_path, bleed):
    game = ntw()
    options = BuildOptions(bleed=bleed)
    build(game, tmp_path, options, ["section-tiles", "hit-score-wheel"], jobs=1)
    files = {f["file"]: f for f in json.loads((output_folder(tmp_path, "ntw", "a4") / "manifest.json").read_text())
             ["files"]}
    tiles = files["section-tiles.pdf"]
    assert (tiles["sheets"], tiles["cuts"]) == ((2, 10 + 6) if bleed else (2, 7 + 5))  # 3 rows, then 1 row, of 2
    assert 0.3 < tiles["waste"] < 0.6
    assert "cuts" in files["hit-score-wheel.pdf"] and files["hit-score-wheel.pdf"]["cuts"] == 0  # cut round
