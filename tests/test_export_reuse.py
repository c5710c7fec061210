"""An export keeps its pictures beside the set (export-cache/) and draws again only what changed: nothing
when nothing did (and then it does not even load the game), the pictures of a file whose PDF changed,
a picture edited in the export folder. Drawing on one core or on two writes the same files; the PNG
writer keeps every pixel and the resolution."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from PIL import Image

import ntw_print.app.cli
import ntw_print.app.export.collect
from ntw_print.app.cli import main
from ntw_print.app.export import export_set
from ntw_print.app.export.png import png_bytes
from ntw_print.games import load_game
from ntw_print.app.manifest import read_manifest

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"
URL = "https://example.org/sample/"


def export(game: Path, out: Path, url: str = URL) -> str:
    result = CliRunner().invoke(main, ["export", "--game", str(game), "--out", str(out), "--image-url", url])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture
def game(tmp_path) -> Path:
    folder = tmp_path / "sample"
    shutil.copytree(SAMPLE, folder)
    return folder


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, str]]:
    """(kind, file) of every piece of work the exports draw instead of taking from the cache."""
    work: list[tuple[str, str]] = []
    draw = ntw_print.app.export.collect.draw

    def recording(game, todo, *args):
        work.extend((job.kind, job.component) for job in todo)
        return draw(game, todo, *args)

    monkeypatch.setattr(ntw_print.app.export.collect, "draw", recording)
    return work


def dates(folder: Path) -> dict[str, int]:
    return {p.relative_to(folder).as_posix(): p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}


def test_an_export_with_nothing_changed_draws_nothing_and_loads_no_game(game, tmp_path, drawn, monkeypatch):
    out = tmp_path / "out"
    export(game, out)
    assert {kind for kind, _ in drawn} == {"pieces", "board", "board-svg", "chart", "thumbnail"}
    pictures = dates(out / "sample" / "a4" / "export" / "pieces")
    drawn.clear()

    def no_loading(*args, **kwargs):
        raise AssertionError("the game was loaded")

    with monkeypatch.context() as patch:
        patch.setattr(ntw_print.app.cli, "load_or_exit", no_loading)
        assert "export up to date" in export(game, out)
    assert "exported to" in export(game, out, "https://example.org/elsewhere/")  # written again ...
    assert drawn == []  # ... from the pictures drawn before
    assert dates(out / "sample" / "a4" / "export" / "pieces") == pictures
    deck = (out / "sample" / "a4" / "export" / "tts" / "counters-units.json").read_text(encoding="utf-8")
    assert "https://example.org/elsewhere/tts/" in deck and URL not in deck


def test_a_changed_pdf_redraws_the_pictures_of_its_file_only(game, tmp_path, drawn):
    out = tmp_path / "out"
    export(game, out)
    folder = out / "sample" / "a4" / "export"
    before = (folder / "pieces" / "counters" / "1-bdr-front.png").read_bytes()
    board = dates(folder / "boards")
    drawn.clear()
    units = game / "units.csv"
    units.write_text(units.read_text(encoding="utf-8").replace("1 Bdr,swiss,X,infantry,4,", "1 Bdr,swiss,X,infantry,9,"),
                     encoding="utf-8")
    export(game, out)
    assert {file for _, file in drawn} == {"counters"}
    assert (folder / "pieces" / "counters" / "1-bdr-front.png").read_bytes() != before
    assert dates(folder / "boards") == board


def test_a_picture_edited_in_the_export_folder_is_drawn_again(game, tmp_path, drawn):
    out = tmp_path / "out"
    export(game, out)
    screen = out / "sample" / "a4" / "export" / "boards" / "map-screen.png"
    pixels = np.asarray(Image.open(screen))
    drawn.clear()
    with screen.open("r+b") as picture:  # an editor saving over the file: the cache's copy is the same file
        picture.seek(100)
        picture.write(b"scribbled")
    export(game, out)
    assert drawn == [("board", "map")]
    assert np.array_equal(np.asarray(Image.open(screen)), pixels)


def test_one_process_and_two_write_the_same_files(game, tmp_path):
    out = tmp_path / "out"
    export(game, out)
    built = out / "sample" / "a4"
    loaded = load_game(game)
    files = {}
    for jobs in (1, 2):
        folder = tmp_path / f"jobs-{jobs}"
        shutil.copytree(built, folder, ignore=shutil.ignore_patterns("export", "export-cache", "index.html"))
        export_set(loaded, folder, read_manifest(folder)[1], image_url=URL, jobs=jobs)
        files[jobs] = {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
                       if p.is_file() and "export-cache" not in p.parts}
    assert files[1].keys() == files[2].keys() and len(files[1]) > 50
    assert [name for name in files[1] if files[1][name] != files[2][name]] == []


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L"])
def test_the_png_writer_keeps_every_pixel_and_the_resolution(mode):
    noise = np.random.default_rng(7).integers(0, 256, size=(37, 53, len(mode)), dtype=np.uint8)
    image = Image.fromarray(noise[:, :, 0] if mode == "L" else noise, mode)
    read = Image.open(io.BytesIO(png_bytes(image, 300)))
    assert read.mode == mode and read.size == (53, 37)
    assert read.info["dpi"] == pytest.approx((300, 300), abs=0.01)
    assert np.array_equal(np.asarray(read), np.asarray(image))


def test_a_page_drawn_in_bands_is_the_page_drawn_whole(monkeypatch):
    """Bands a few rows high (as a 300 dpi board is drawn) make the picture the page makes drawn at
    once, each row in its place (PDFium's smoothing at a band's edge aside); its height is rounded."""
    import ntw_print.app.export.raster as raster
    from ntw_print.print.components import BuildOptions
    from ntw_print.print.render.digital import DigitalBoard

    loaded = load_game(SAMPLE)
    board = next(item for item in loaded.plugin.components(loaded)["map"].digital_items(loaded, BuildOptions())
                 if isinstance(item, DigitalBoard))
    pdf = raster.pdf_of([(board.width, board.height, board.draw)])
    whole, banded = io.BytesIO(), io.BytesIO()
    raster.page_png(pdf, 0, 50, whole)
    monkeypatch.setattr(raster, "BAND_PIXELS", 4000)
    width, height = raster.page_png(pdf, 0, 50, banded)
    first, second = (np.asarray(Image.open(stream)).astype(int) for stream in (whole, banded))
    assert (width, height) == (second.shape[1], second.shape[0]) == (first.shape[1], round(board.height / 25.4 * 50))
    assert 0 < np.abs(first[:height] - second).max() <= 3
