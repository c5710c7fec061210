"""Every symbol the data may name is drawn, and every drawn symbol may be named."""

from __future__ import annotations

from typing import get_args

from reportlab.lib.colors import black

from ntw_print.model.common import SymbolName
from ntw_print.render.pdf import Page, render_pages
from ntw_print.render.symbols import SYMBOLS, draw_symbol


def test_symbol_names_match_the_drawings():
    assert set(SYMBOLS) == set(get_args(SymbolName))


def test_every_symbol_draws(tmp_path):
    names = sorted(SYMBOLS)

    def draw(canvas):
        for i, name in enumerate(names):
            draw_symbol(canvas, name, 15 + (i % 8) * 22, 270 - (i // 8) * 22, 15, black)

    render_pages([Page(210, 297, draw)], tmp_path / "symbols.pdf", "symbols")
    assert (tmp_path / "symbols.pdf").stat().st_size > 1000
