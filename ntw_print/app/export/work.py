"""The drawing an export does, cut into pieces of work that run on every core and are kept between
exports (image_cache.py): a few pieces of one file, a board at both resolutions, a board as SVG, a
page of a chart, the thumbnail of a file. Each writes its files into a folder of the cache, by the
paths they take in the export folder (a piece's screen picture, for the decks and the VASSAL
module, under `screen/`), and says the pixel sizes the decks and the module need.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ...print.render.digital import DigitalBoard, DigitalPiece, Outline, unique_names
from .image_cache import ImageCache
from .images import SCREEN_DPI, board_picture_pdf, piece_pictures, svg_of
from .png import png_bytes
from .raster import page_count, page_png

if TYPE_CHECKING:
    from ...games import LoadedGame

PIECES_A_JOB = 8  # pieces drawn by one piece of work: small enough to share among the cores
THUMB_WIDTH = 320  # px, the catalogue's pictures
PER_MM2_DPI2 = 4.7e-11  # seconds to draw and write a square millimetre at 1 dpi, roughly: the longest work first
_ITEMS: dict[str, list] = {}  # file -> its digital items, of the game being exported; forked workers inherit them


@dataclass(frozen=True)
class Job:
    kind: str  # "pieces", "board", "board-svg", "chart" or "thumbnail"
    component: str
    part: tuple  # which pieces (first, last + 1), board (index) or page (index); a thumbnail: ()
    effort: float  # a rough measure of the time it takes: the longest start first
    key: str = ""  # the cache folder of its files


def items_of(game: LoadedGame, component, options) -> list:
    """The file's pieces and boards, each piece named uniquely (worked out once an export and process)."""
    key = component.name
    if key not in _ITEMS:
        items = component.digital_items(game, options)
        pieces = unique_names([item for item in items if isinstance(item, DigitalPiece)])
        _ITEMS[key] = pieces + [item for item in items if isinstance(item, DigitalBoard)]
    return _ITEMS[key]


def forget_items() -> None:
    """Another game (or the same loaded again) is exported next."""
    _ITEMS.clear()


def pieces_of(items: list) -> list[DigitalPiece]:
    return [item for item in items if isinstance(item, DigitalPiece)]


def boards_of(items: list) -> list[DigitalBoard]:
    return [item for item in items if isinstance(item, DigitalBoard)]


def describe(job: Job, items: list) -> list:
    """What a job draws, as plain data for its cache key: names, sizes and cuts of the items."""
    if job.kind == "pieces":
        return [[p.name, p.width, p.height, repr(p.outline), repr(p.back_cut), p.back is not None]
                for p in pieces_of(items)[slice(*job.part)]]
    if job.kind in ("board", "board-svg"):
        board = boards_of(items)[job.part[0]]
        return [board.name, board.width, board.height]
    return []


def work_of(game: LoadedGame, component, options, built: dict, folder: Path, dpi: int) -> list[Job]:
    """The pieces of work of one file of the set (`built`: the manifest's entries: the PDFs' sizes and pages)."""
    items = items_of(game, component, options)
    name = component.name
    pdf_bytes = built.get(f"{name}.pdf", {}).get("bytes", 0)
    pages = built.get(f"{name}.pdf", {}).get("pages") or page_count(str(folder / f"{name}.pdf"))
    work = [Job("thumbnail", name, (), 0.2 + pdf_bytes / 3e6)]
    pieces = pieces_of(items)
    for first in range(0, len(pieces), PIECES_A_JOB):
        chunk = pieces[first:first + PIECES_A_JOB]
        faces = sum(2 if piece.back else 1 for piece in chunk)
        pixels = sum(piece.width * piece.height * (2 if piece.back else 1) for piece in chunk) * (dpi ** 2 + SCREEN_DPI ** 2)
        work.append(Job("pieces", name, (first, first + len(chunk)), 0.03 * faces + pixels * PER_MM2_DPI2))
    for index, board in enumerate(boards_of(items)):
        work.append(Job("board", name, (index,), board.width * board.height * (dpi ** 2 + SCREEN_DPI ** 2) * PER_MM2_DPI2))
        work.append(Job("board-svg", name, (index,), board.width * board.height * 5e-7))
    if component.digital is None and component.chart:
        work += [Job("chart", name, (index,), 0.1 + pdf_bytes / pages / 3e6) for index in range(pages)]
    return work


def job_key(job: Job, game: LoadedGame, component, options, built: dict, folder: Path, dpi: int) -> str:
    """The hash of everything the job's files are drawn from: the PDF they show, what it draws (names,
    sizes, cuts), the resolution and the build options, the code that draws them and the tools."""
    from ..cache import code_digest
    from ..inputs import digest, file_sha256

    pdf = f"{component.name}.pdf"
    sha = built.get(pdf, {}).get("sha256") or file_sha256(folder / pdf)
    code = [code_digest(__name__)] + ([code_digest(component.digital)] if component.digital else [])
    return digest({"job": [job.kind, job.component, list(job.part), describe(job, items_of(game, component, options))],
                   "pdf": sha, "dpi": dpi, "options": options.to_json(), "code": code, "versions": versions()})


def draw(game: LoadedGame, todo: list[Job], options, dpi: int, set_folder: Path, jobs: int | None) -> None:
    """Do the work, the longest first, across `jobs` processes (default: every core), each into its
    folder of the image cache."""
    import gc

    from ..build import default_jobs

    todo = sorted(todo, key=lambda job: -job.effort)
    workers = min(jobs or default_jobs(), len(todo))
    if workers <= 1:
        for job in todo:
            run(game, job, options, dpi, set_folder)
        return
    import pypdfium2  # noqa: F401  (imported once here, shared by the forked workers)

    from ..pool import game_pool
    from ...print.render.pdf import register_fonts

    register_fonts()
    gc.freeze()  # the workers' collections leave the inherited objects (and their shared pages) alone
    try:
        with game_pool(game, workers) as pool:
            futures = [pool.submit(_run_in_worker, job, options, dpi, set_folder) for job in todo]
            try:
                for future in futures:
                    future.result()
            except BaseException:
                for future in futures:
                    future.cancel()
                raise
    finally:
        gc.unfreeze()


def _run_in_worker(job: Job, options, dpi: int, set_folder: Path) -> None:
    from ..pool import worker_game

    run(worker_game(), job, options, dpi, set_folder)


def run(game: LoadedGame, job: Job, options, dpi: int, set_folder: Path) -> None:
    """Draw the job into its cache folder, with what it says of its files."""
    component = game.plugin.components(game)[job.component]
    with ImageCache(set_folder).making(job.key) as (folder, said):
        DRAW[job.kind](game, component, options, job, dpi, set_folder, folder, said)


def _write(folder: Path, path: str, data: bytes | str) -> Path:
    target = folder / path
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        target.write_text(data, encoding="utf-8")
    else:
        target.write_bytes(data)
    return target


def _pieces(game: LoadedGame, component, options, job: Job, dpi: int, set_folder: Path, folder: Path, said: dict) -> None:
    pieces = pieces_of(items_of(game, component, options))[slice(*job.part)]
    for piece, pictures in zip(pieces, piece_pictures(pieces, dpi)):
        faces = dict(zip(("front", "back"), pictures))
        sizes = {}
        for side, picture in faces.items():
            if picture is None:
                continue
            _write(folder, f"pieces/{component.name}/{piece.name}-{side}.png", png_bytes(picture.printed, dpi))
            _write(folder, f"pieces/{component.name}/{piece.name}-{side}.svg", picture.svg)
            _write(folder, screen_path(component.name, piece.name, side), png_bytes(picture.screen, SCREEN_DPI))
            sizes[side] = list(picture.screen.size)
        said[piece.name] = sizes


def screen_path(component: str, piece: str, side: str) -> str:
    """Where a piece face's picture at screen resolution is kept (its name in the VASSAL module)."""
    return f"screen/{component}-{piece}-{side}.png"


def _board(game: LoadedGame, component, options, job: Job, dpi: int, set_folder: Path, folder: Path, said: dict) -> None:
    board = boards_of(items_of(game, component, options))[job.part[0]]
    pdf = board_picture_pdf(board)
    for path, resolution in ((f"boards/{component.name}.png", dpi), (f"boards/{component.name}-screen.png", SCREEN_DPI)):
        said[path] = list(_page(pdf, 0, resolution, folder, path))


def _board_svg(game: LoadedGame, component, options, job: Job, dpi: int, set_folder: Path, folder: Path, said: dict) -> None:
    board = boards_of(items_of(game, component, options))[job.part[0]]
    _write(folder, f"boards/{component.name}.svg", svg_of(board.width, board.height, board.draw, Outline("rect")))


def _page(pdf: bytes | Path, index: int, resolution: float, folder: Path, path: str) -> tuple[int, int]:
    """A page of the PDF (bytes, or a file) as a PNG file; its size in pixels."""
    target = folder / path
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "wb") as stream:
        return page_png(pdf if isinstance(pdf, bytes) else str(pdf), index, resolution, stream)


def _chart(game: LoadedGame, component, options, job: Job, dpi: int, set_folder: Path, folder: Path, said: dict) -> None:
    index = job.part[0]
    _page(set_folder / f"{component.name}.pdf", index, SCREEN_DPI, folder, f"charts/{component.name}-{index + 1}.png")


def _thumbnail(game: LoadedGame, component, options, job: Job, dpi: int, set_folder: Path, folder: Path, said: dict) -> None:
    """The first page, THUMB_WIDTH pixels wide; and every page's size and label, for the catalogue."""
    pages = component.pages(game, options)
    _page(set_folder / f"{component.name}.pdf", 0, THUMB_WIDTH / pages[0].width * 25.4, folder,
          f"thumbnails/{component.name}.png")
    said["pages"] = [[page.width, page.height, page.label] for page in pages]


DRAW = {"pieces": _pieces, "board": _board, "board-svg": _board_svg, "chart": _chart, "thumbnail": _thumbnail}


@functools.cache
def versions() -> dict[str, str]:
    """The tools a picture depends on, besides ntw-print's own code."""
    import zlib
    from importlib.metadata import version

    from ..cache import tool_versions

    return {**tool_versions(), **{name: version(name) for name in ("pypdfium2", "pillow", "numpy")},
            "zlib": zlib.ZLIB_RUNTIME_VERSION}
