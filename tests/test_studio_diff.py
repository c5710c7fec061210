"""`ntw-print diff --visual`: the pages a change touched, before, after and outlined, and only those.

One ATK of New Techno War is changed in a copy of its data; the pages whose printed text differs
(read back from both builds' PDFs by PDFium, not from the pictures) must be exactly the pages
reported, and on the unit tiles each outline must hold the spot where 14 became 15, and nothing else.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pypdfium2
import pytest
from click.testing import CliRunner

from ntw_game import NTW, REPO, edit, ntw_copy
from ntw_print.app.build import build
from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.app.studio.report import REPORT, visual_diff, write_report

SAMPLE = REPO / "tests" / "fixtures" / "games" / "sample"


def page_texts(built) -> dict[tuple[str, int], tuple]:
    """Each page's words and where each of their characters stands (to half a point): a page whose
    words move (a wheel's ring turned by a step) changed as surely as one whose words did."""
    texts = {}
    for written in built.files:
        document = pypdfium2.PdfDocument(str(written.path))
        try:
            for index in range(len(document)):
                page = document[index].get_textpage()
                places = tuple(tuple(round(v * 2) for v in page.get_charbox(k)) for k in range(page.count_chars()))
                texts[(written.name, index + 1)] = (page.get_text_range(), places)
        finally:
            document.close()
    return texts


def word_boxes(pdf, number: int, word: str) -> list[tuple[float, float, float, float]]:
    """Where `word` stands on page `number`: (left, top, right, bottom) in fractions of the page."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        page = document[number - 1]
        width, height = page.get_size()
        text = page.get_textpage()
        searcher = text.search(word, match_whole_word=True)
        found = []
        while (hit := searcher.get_next()) is not None:
            start, count = hit
            boxes = [text.get_charbox(start + k) for k in range(count)]
            left, bottom = min(b[0] for b in boxes), min(b[1] for b in boxes)
            right, top = max(b[2] for b in boxes), max(b[3] for b in boxes)
            found.append((left / width, 1 - top / height, right / width, 1 - bottom / height))
        return found
    finally:
        document.close()


NEAR = 0.02  # of the page: a region is made of cells of a few pixels, so it may stand a little past the ink


def overlaps(spot, region) -> bool:
    left, top, right, bottom = spot
    x, y, w, h = region
    return left < x + w and x < right and top < y + h and y < bottom


def near(region, spot) -> bool:
    left, top, right, bottom = spot
    x, y, w, h = region
    return left - NEAR <= x and top - NEAR <= y and x + w <= right + NEAR and y + h <= bottom + NEAR


@pytest.fixture(scope="module")
def one_atk_changed(tmp_path_factory):
    folder = tmp_path_factory.mktemp("atk")
    changed = ntw_copy(folder)
    edit(changed / "units.yaml", "{weapon: cannon, attack: 14,", "{weapon: cannon, attack: 15,")
    old, new = load_game(NTW), load_game(changed)
    built = [build(game, folder / side, BuildOptions(), jobs=1) for game, side in ((old, "old"), (new, "new"))]
    found = visual_diff(old, new, *built, "data/ntw", "the copy")
    return found, built, write_report(found, folder / "report")


def test_exactly_the_pages_that_print_the_atk_are_reported(one_atk_changed):
    found, (old, new), _ = one_atk_changed
    before, after = page_texts(old), page_texts(new)
    printed = sorted(key for key in after if before.get(key) != after[key])
    assert printed, "the ATK is printed somewhere"
    assert sorted((c.file, c.page) for c in found.pages) == printed
    assert {c.state for c in found.pages} == {"changed"}
    assert {file for file, _ in printed} == {"unit-tiles", "hit-score-wheel"}
    assert found.changes[0] == "unit red-tank: weapons cannon ATK 14 → 15"
    unchanged = {(file, n) for file, numbers in found.unchanged.items() for n in numbers}
    assert unchanged == set(after) - set(printed)


def test_each_outline_on_the_unit_tiles_holds_the_new_atk_and_nothing_else(one_atk_changed):
    found, (old, new), _ = one_atk_changed
    paths = {w.name: w.path for w in new.files}
    old_paths = {w.name: w.path for w in old.files}
    for change in (c for c in found.pages if c.file == "unit-tiles"):
        was = word_boxes(old_paths["unit-tiles"], change.page, "14")
        spots = [box for box in word_boxes(paths["unit-tiles"], change.page, "15")
                 if any(abs(box[0] - w[0]) < 0.01 and abs(box[1] - w[1]) < 0.01 for w in was)]
        assert spots, change  # the cannon's ATK, where 14 stood
        regions = [r.as_json() for r in change.regions]
        assert all(any(overlaps(spot, r) for r in regions) for spot in spots)
        assert all(any(near(r, spot) for spot in spots) for r in regions)  # no outline elsewhere


def test_the_report_shows_before_after_and_difference_and_lists_the_rest(one_atk_changed):
    found, _, report = one_atk_changed
    text = report.read_text(encoding="utf-8")
    for change in found.pages:
        for side in ("before", "after", "difference"):
            picture = report.parent / "pages" / f"{change.file}-p{change.page}-{side}.png"
            assert picture.is_file() and f"pages/{picture.name}" in text
    assert "unit red-tank: weapons cannon ATK 14 → 15" in text
    assert "markers.pdf p.1–3" in text  # among the pages no change touched
    assert "data/ntw (game " in text and "the copy (game " in text  # the two versions compared
    assert json.loads((report.parent / "report.json").read_text())["touched"].startswith("unit-tiles p.3–4")


def test_diff_visual_on_the_command_line_and_as_json(tmp_path):
    new = tmp_path / "new"
    shutil.copytree(SAMPLE, new)
    edit(new / "units.csv", "1 Pz,german,XX,armour,9,8,", "1 Pz,german,XX,armour,12,8,")
    out = tmp_path / "report"
    result = CliRunner().invoke(main, ["diff", "--visual", str(SAMPLE), str(new), "--out", str(out), "--json",
                                       "--paper", "a4"])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output)
    assert answer["touched"] == "counters p.1"
    assert [(p["file"], p["page"], p["state"]) for p in answer["pages"]] == [("counters", 1, "changed")]
    assert answer["unchanged"]["results"] == [1] and 1 not in answer["unchanged"].get("counters", [])
    assert (out / REPORT).is_file()
    assert not (SAMPLE / "output").exists() and sorted(p.name for p in new.iterdir()) == sorted(
        p.name for p in SAMPLE.iterdir())


def test_diff_against_a_git_revision_of_the_folder(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    game = tmp_path / "repo" / "games" / "sample"
    shutil.copytree(SAMPLE, game)
    git = ["git", "-C", str(tmp_path / "repo"), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "first"], check=True)
    edit(game / "units.csv", "1 Pz,german,XX,armour,9,8,", "1 Pz,german,XX,armour,12,8,")
    result = CliRunner().invoke(main, ["diff", "--rev", "HEAD", str(game)])
    assert result.exit_code == 0, result.output
    assert "9 → 12" in result.output and "counters.pdf" in result.output
    missing = CliRunner().invoke(main, ["diff", "--rev", "no-such-branch", str(game)])
    assert missing.exit_code == 2 and "no-such-branch" in missing.output


@pytest.mark.parametrize("arguments, message", [
    (["diff", str(SAMPLE)], "give two game folders"),
    (["diff", "--rev", "HEAD", str(SAMPLE), str(SAMPLE)], "give one game folder with --rev"),
    (["diff", "--visual", str(SAMPLE), str(SAMPLE)], "add --out DIR"),
    (["diff", "--out", "x", str(SAMPLE), str(SAMPLE)], "add --visual"),
])
def test_diff_says_what_it_needs(arguments, message):
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 2 and message in result.output
