"""Every sheet of New Techno War names its source, as game.yaml's credit gives it."""

from __future__ import annotations

from ntw_print.app.build import build, output_folder
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_game import ntw


def test_every_page_of_every_sheet_carries_the_credit(tmp_path):
    game = ntw()
    credit = game.info.credit
    assert credit.startswith("Rules by DEFTECH TechnoWarGames")
    sheets = [name for name in game.info.components if name != "duplex-test"]  # a printer's test, no game on it
    build(game, tmp_path, BuildOptions(), only=sheets)
    folder = output_folder(tmp_path, "ntw", "a4")
    for name in sheets:
        for page in read_pdf(folder / f"{name}.pdf").pages:
            words = " ".join(t.text for t in page.texts)
            assert credit in words, f"{name}.pdf page {page.number}"
