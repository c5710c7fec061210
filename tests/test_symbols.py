"""Every symbol the data may name is drawn, and every drawn symbol may be named."""

from __future__ import annotations

from reportlab.lib.colors import black

from ntw_print.core.model.common import BUILT_IN_SYMBOLS
from ntw_print.print.render.pdf import Page, render_pages
from ntw_print.print.symbols.pictograms import SYMBOLS, draw_symbol


def test_symbol_names_match_the_drawings():
    assert set(SYMBOLS) == set(BUILT_IN_SYMBOLS)


def test_every_symbol_draws(tmp_path):
    names = sorted(SYMBOLS)

    def draw(canvas):
        for i, name in enumerate(names):
            draw_symbol(canvas, name, 15 + (i % 8) * 22, 270 - (i // 8) * 22, 15, black)

    render_pages([Page(210, 297, draw)], tmp_path / "symbols.pdf", "symbols")
    assert (tmp_path / "symbols.pdf").stat().st_size > 1000


def test_a_game_may_draw_its_own_svg_symbol(tmp_path):
    """`symbol: flame` names symbols/flame.svg in the game's folder: the tiles draw it as vectors."""
    import shutil
    from pathlib import Path

    from ntw_game import ntw_copy, replace_in
    from ntw_print.app.build import build
    from ntw_print.print.components import BuildOptions
    from ntw_print.games import load_game
    from ntw_print.app.verify import verify

    game_dir = ntw_copy(tmp_path)
    (game_dir / "symbols").mkdir()
    shutil.copy(Path(__file__).parent / "fixtures" / "kinds" / "symbols" / "flame.svg", game_dir / "symbols")
    replace_in(game_dir / "weapons.yaml", "symbol: missile", "symbol: flame")
    game = load_game(game_dir)
    out = tmp_path / "out"
    build(game, out, BuildOptions(), only=["unit-tiles", "section-tiles"], jobs=1)
    assert verify(game, out / "ntw" / "a4", only=["unit-tiles", "section-tiles"], jobs=1).ok


def test_a_symbol_with_no_svg_is_refused_with_the_names_there_are(tmp_path):
    import pytest

    from ntw_game import ntw_copy, replace_in
    from ntw_print.core.errors import DataError
    from ntw_print.games import load_game

    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "symbol: missile", "symbol: misile")
    with pytest.raises(DataError) as raised:
        load_game(game_dir)
    message = str(raised.value.faults[0])
    assert "symbol: unknown symbol 'misile' (did you mean 'missile'?" in message
    assert message.endswith("; or add symbols/misile.svg")
