"""The build's options mean the same for every file: `--bleed` reaches every deck (a deck's own
`bleed:` wins over the default only), and the build report and the manifest say which won and why."""

from __future__ import annotations

import json
import shutil

from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions, own_bleed
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art

from kinds_build import FIXTURES, check, build, copy_fixtures, load, write


def test_the_datas_bleed_wins_over_the_default_and_any_other_bleed_wins_over_the_data():
    assert own_bleed(None, BuildOptions()) == (3.0, "")
    assert own_bleed(None, BuildOptions(bleed=0.0)) == (0.0, "")
    assert own_bleed(1.0, BuildOptions()) == (1.0, "bleed 1 mm, the data's own (bleed: in its file), over the "
                                                   "default 3 mm")
    assert own_bleed(1.0, BuildOptions(bleed=0.0)) == (0.0, "bleed 0 mm from --bleed, over the data's own 1 mm "
                                                            "(a --bleed other than the default 3 mm wins)")


def test_bleed_0_changes_a_deck_and_verify_holds_it(tmp_path):
    for bleed in (3.0, 0.0):
        options = BuildOptions(bleed=bleed)
        spec, path = build("cards", tmp_path, options)
        first = KINDS["cards"].pages(spec, options, Art(FIXTURES))[0]
        assert first.bleed == first.trim.grow(bleed)
        assert check("cards", spec, path, options) == []
    assert check("cards", spec, path, BuildOptions()) != []  # built at 0 mm, read as if at 3 mm


def test_a_decks_own_bleed_is_said_on_its_first_page(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "cards.yaml", "title: Test missions\n", "title: Test missions\nbleed: 1mm\n")
    spec = load("cards", folder)
    first = KINDS["cards"].pages(spec, BuildOptions(), Art(folder))[0]
    assert first.bleed == first.trim.grow(1.0) and first.settings["bleed"] == 1.0
    first = KINDS["cards"].pages(spec, BuildOptions(bleed=0.0), Art(folder))[0]
    assert first.bleed == first.trim and first.settings["bleed_from"].startswith("bleed 0 mm from --bleed")


def deck_with_its_own_bleed(tmp_path):
    """A game of one deck whose data gives its bleed (1 mm), in tmp_path/data/deck."""
    game = tmp_path / "data" / "deck"
    game.mkdir(parents=True)
    shutil.copy(FIXTURES / "cards.yaml", game / "cards.yaml")
    shutil.copytree(FIXTURES / "symbols", game / "symbols")
    (game / "game.yaml").write_text("id: deck\nname: Deck\ncredit: A test\n")
    write(game, "cards.yaml", "title: Test missions\n", "title: Test missions\nbleed: 1mm\n")
    return game


def test_the_build_report_and_the_manifest_say_which_bleed_won(tmp_path, monkeypatch):
    game = deck_with_its_own_bleed(tmp_path)
    monkeypatch.chdir(tmp_path)
    for args, bleed, said in ((["--bleed", "0"], 0.0, "cards.pdf: bleed 0 mm from --bleed"),
                              ([], 1.0, "cards.pdf: bleed 1 mm, the data's own")):
        result = CliRunner().invoke(main, ["build", "--game", str(game), "--out", "out", "--force", *args])
        assert result.exit_code == 0, result.output
        assert said in result.output
        entry = json.loads((tmp_path / "out" / "deck" / "a4" / "manifest.json").read_text())["files"][0]
        assert entry["bleed"] == bleed and entry["bleed_from"] in result.output
        verified = CliRunner().invoke(main, ["verify", "--game", str(game), "--out", "out"])
        assert verified.exit_code == 0, verified.output


def test_verify_holds_a_files_bleed_to_the_manifest(tmp_path, monkeypatch):
    game = deck_with_its_own_bleed(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(main, ["build", "--game", str(game), "--out", "out"]).exit_code == 0
    manifest = tmp_path / "out" / "deck" / "a4" / "manifest.json"
    data = json.loads(manifest.read_text())
    next(f for f in data["files"] if f["file"] == "cards.pdf")["bleed"] = 2.0
    manifest.write_text(json.dumps(data))
    verified = CliRunner().invoke(main, ["verify", "--game", str(game), "--out", "out"])
    assert verified.exit_code != 0
    assert "the manifest says this file printed with a 2 mm bleed" in verified.output
