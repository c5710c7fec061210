"""Everything a built set gives for the screen, as files: each piece face and board as PNG and SVG,
each chart page as a picture, a thumbnail of every PDF; and what to print how. The pictures are
drawn on every core, or taken from the last export where what they show has not changed (work.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from ...print.render.digital import DigitalBoard, DigitalPiece
from .image_cache import ImageCache
from .work import Job, boards_of, draw, forget_items, items_of, job_key, pieces_of, screen_path, work_of

if TYPE_CHECKING:
    from ...games import LoadedGame

@dataclass
class Face:
    png: str  # path in the export folder, at print resolution
    svg: str
    screen: Path  # the picture at SCREEN_DPI (PNG), for decks and the VASSAL module
    screen_size: tuple[int, int]


@dataclass
class PieceFiles:
    piece: DigitalPiece
    component: str
    front: Face
    back: Face | None


@dataclass
class BoardFiles:
    board: DigitalBoard
    component: str
    png: str
    screen_png: str
    svg: str
    screen_size: tuple[int, int]  # pixels of the picture at SCREEN_DPI


@dataclass
class ChartFiles:
    component: str
    title: str
    pages: list[str]  # a picture of each page, at screen resolution


@dataclass
class Printed:
    """One PDF of the set and how to print it."""

    file: str
    title: str
    pages: int
    thumbnail: str
    paper: str  # the sheet, by name or size
    duplex: str  # "duplex" (fronts then backs), "folded" (backs beside fronts) or "" (one-sided)
    stock: str  # what to print on


@dataclass
class ExportSet:
    game_id: str
    game_name: str
    dpi: int
    pieces: list[PieceFiles] = field(default_factory=list)
    boards: list[BoardFiles] = field(default_factory=list)
    charts: list[ChartFiles] = field(default_factory=list)
    printed: list[Printed] = field(default_factory=list)
    table: object | None = None  # the table a game with no board is played on (games/sheets/model.py: PlayTable)
    files: dict[str, bytes | Path] = field(default_factory=dict)  # path in the export folder -> contents, or a
    # file of the image cache with them

    def add(self, path: str, data: bytes | str | Path) -> str:
        self.files[path] = data.encode("utf-8") if isinstance(data, str) else data
        return path

    def read(self, path: str) -> bytes:
        data = self.files[path]
        return data.read_bytes() if isinstance(data, Path) else data


def collect(game: LoadedGame, folder: Path, options, dpi: int, cache: ImageCache, jobs: int | None = None,
            progress=lambda message: None) -> ExportSet:
    """The digital forms of every file the game lists, from the set built in `folder`: what the cache
    holds taken from it, the rest drawn across `jobs` processes (default: every core)."""
    from ..manifest import read_manifest

    found = ExportSet(game.info.id, game.info.name, dpi, table=getattr(game.info, "table", None))
    forget_items()  # of a game loaded before
    components = game.plugin.components(game)
    built = read_manifest(folder)[0]
    planned = {}
    for name in game.info.components:
        progress(name)
        component = components[name]
        work = [replace(job, key=job_key(job, game, component, options, built, folder, dpi))
                for job in work_of(game, component, options, built, folder, dpi)]
        planned[name] = (component, work)
    said = {job.key: cache.find(job.key) for _, work in planned.values() for job in work}
    todo = [job for _, work in planned.values() for job in work if said[job.key] is None]
    draw(game, todo, options, dpi, folder, jobs)
    for job in todo:
        said[job.key] = cache.find(job.key)
        if said[job.key] is None:
            raise OSError(f"the pictures just drawn for {job.component} are gone from {cache.root}")
    for name, (component, work) in planned.items():
        for job in work:
            for path, file in cache.files(job.key).items():
                if not path.startswith("screen/"):
                    found.add(path, file)
        _gather(found, game, component, options, work, said, cache)
        pages = next(said[job.key]["pages"] for job in work if job.kind == "thumbnail")
        found.printed.append(_printed(component, options, pages, work))
    return found


def _gather(found: ExportSet, game: LoadedGame, component, options, work: list[Job], said: dict, cache: ImageCache) -> None:
    items = items_of(game, component, options)
    name = component.name
    sizes = {piece: size for job in work if job.kind == "pieces" for piece, size in said[job.key].items()}
    screens = {path: file for job in work if job.kind == "pieces" for path, file in cache.files(job.key).items()}
    for piece in pieces_of(items):
        faces = [Face(f"pieces/{name}/{piece.name}-{side}.png", f"pieces/{name}/{piece.name}-{side}.svg",
                      screens[screen_path(name, piece.name, side)], tuple(sizes[piece.name][side]))
                 if side in sizes[piece.name] else None for side in ("front", "back")]
        found.pieces.append(PieceFiles(piece, name, *faces))
    boards = {job.part[0]: said[job.key] for job in work if job.kind == "board"}
    for index, board in enumerate(boards_of(items)):
        screen = f"boards/{name}-screen.png"
        found.boards.append(BoardFiles(board, name, f"boards/{name}.png", screen, f"boards/{name}.svg",
                                       tuple(boards[index][screen])))
    charts = [f"charts/{name}-{job.part[0] + 1}.png" for job in work if job.kind == "chart"]
    if charts:
        found.charts.append(ChartFiles(name, component.title, charts))


def _printed(component, options, pages: list, work: list[Job]) -> Printed:
    """How the file prints, from its pages (width, height, label)."""
    from ...print.layout.cutting import printing_of
    from ...print.layout.sheet import LARGE_SHEETS_MM, PAPER_SIZES_MM, paper_title

    thumbnail = f"thumbnails/{component.name}.png"
    sizes = {**{paper_title(name): size for name, size in PAPER_SIZES_MM.items()}, **LARGE_SHEETS_MM}
    width, height = sorted(pages[0][:2])
    paper = next((name for name, (w, h) in sizes.items() if abs(w - width) < 1 and abs(h - height) < 1),
                 f"{width:.0f} × {height:.0f} mm")
    duplex = printing_of([label for _, _, label in pages], False, options.duplex).kind
    if paper in LARGE_SHEETS_MM:
        stock = "heavy paper, at a print shop"
    elif any(job.kind == "pieces" for job in work):
        stock = "card (160 g/m² or more), or paper glued to card"
    else:
        stock = "plain paper"
    return Printed(f"{component.name}.pdf", component.title, len(pages), thumbnail, paper, duplex, stock)
