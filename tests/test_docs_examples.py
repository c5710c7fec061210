"""The examples a designer copies from README.md ("Start a new game") and docs/pieces-and-cards.md,
put together as one game of data only, load, build and verify as they are written."""

from __future__ import annotations

import re
import shutil
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main

REPO = Path(__file__).parent.parent
KINDS = Path(__file__).parent / "fixtures" / "kinds"


def yaml_blocks(path: Path) -> list[str]:
    """Every ```yaml block of a Markdown file, unindented (a block may stand in a list item)."""
    found = re.findall(r"^( *)```yaml\n(.*?)^ *```", path.read_text(encoding="utf-8"), re.S | re.M)
    return [textwrap.dedent(block) for _, block in found]


def run(*args) -> object:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def docs_game(tmp_path_factory) -> Path:
    """data/my-game: README's game.yaml and every whole sheet of the docs, the face templates
    example spliced into the pieces example where it says `templates: {...}`."""
    folder = tmp_path_factory.mktemp("docs") / "data" / "my-game"
    shutil.copytree(KINDS / "symbols", folder / "symbols")
    shutil.copy(KINDS / "units.csv", folder / "units.csv")
    readme = [b for b in yaml_blocks(REPO / "README.md") if b.startswith("id: my-game")]
    assert len(readme) == 1, "README's 'Start a new game' gives game.yaml"
    (folder / "game.yaml").write_text(readme[0], encoding="utf-8")
    blocks = yaml_blocks(REPO / "docs" / "pieces-and-cards.md")
    templates = next(b for b in blocks if b.startswith("templates:"))
    sheets = [re.sub(r"templates: \{\.\.\.\}.*\n", lambda _: templates, b) for b in blocks if b.startswith("kind:")]
    for i, sheet in enumerate(sheets):
        kind = re.match(r"kind: (\w+)", sheet).group(1)
        (folder / f"example-{i + 1}-{kind}.yaml").write_text(sheet, encoding="utf-8")
    return folder


def test_the_docs_show_every_kind(docs_game):
    kinds = {p.stem.split("-", 2)[2] for p in docs_game.glob("example-*.yaml")}
    assert kinds == {"pieces", "cards", "table", "ruler", "track", "screen", "board", "volvelle"}
    assert not any("{...}" in p.read_text() for p in docs_game.glob("*.yaml"))


def test_the_examples_check_build_and_verify_on_a4_and_letter(docs_game):
    checked = run("check", "--game", docs_game)
    assert checked.exit_code == 0, checked.output
    out = docs_game.parent.parent / "output"
    for paper in ("a4", "letter"):
        built = run("build", "--game", docs_game, "--out", out, "--paper", paper)
        assert built.exit_code == 0, built.output
        verified = run("verify", "--game", docs_game, "--out", out, "--paper", paper)
        assert verified.exit_code == 0, verified.output
    printed = {p.stem for p in (out / "my-game" / "a4").glob("example-*.pdf")}
    assert printed >= {p.stem for p in docs_game.glob("example-*.yaml")}


def test_the_schemas_the_readme_names_exist():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    named = set(re.findall(r"\$schema=\.\./\.\./schema/([a-z-]+\.schema\.json)", readme))
    named |= {f"{name}.schema.json" for name in re.findall(r"`(kind-[a-z]+|data-only-game)`", readme)}
    assert "kind-pieces.schema.json" in named and "data-only-game.schema.json" in named
    assert sorted(n for n in named if not (REPO / "schema" / n).is_file()) == []


def test_the_cards_example_runs_its_band_into_the_bleed(docs_game):
    from ntw_print.kinds import KINDS
    from ntw_print.kinds.faces.art import Art
    from ntw_print.kinds.faces.layout import face_boxes
    from ntw_print.kinds.faces.source import load_spec

    [path] = [p for p in docs_game.glob("example-*-cards.yaml")]
    spec = load_spec(path, KINDS["cards"], Art(docs_game))
    width, height = spec.decks[0].dimensions
    band = {p.name: p.box for p in face_boxes(spec.templates, "mission", width, height)}["band"]
    assert (band.x, band.right, band.top) == (-3.0, width + 3.0, height + 3.0)  # to the edge of the 3 mm bleed
