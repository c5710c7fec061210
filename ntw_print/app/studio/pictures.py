"""A built set as pictures: every page of every PDF drawn by PDFium at a size to look at on screen,
and what changed between two such sets, page by page (regions.py finds where)."""

from __future__ import annotations

import functools
import hashlib
import io
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ...core.numbers import run_text, runs
from .regions import Region, changed_regions

VIEW_DPI = 72  # an A4 page 595 px wide: the size to look at, and the size the pixel diff compares
LONGEST_SIDE_PX = 1600  # an A0 board is drawn smaller (its whole sheet still fits the screen)
FULL_DPI = 150  # a page opened on its own
FULL_LONGEST_PX = 6000  # an A0 board at full resolution: 4,200 x 6,000 pixels
PDFIUM = threading.Lock()  # PDFium is not to be called from two threads: each game's builds and the page's clicks


@dataclass(frozen=True)
class Picture:
    """One page drawn: its PNG and a short key that changes with it (for the browser's cache)."""

    png: bytes
    width_mm: float
    height_mm: float
    key: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", hashlib.sha256(self.png).hexdigest()[:12])

    def image(self):
        from PIL import Image

        return Image.open(io.BytesIO(self.png))


@dataclass(frozen=True)
class PictureFile:
    """One built PDF as pictures, with the checksum of the file they were drawn from."""

    name: str
    sha256: str
    pages: list[Picture]


def view_scale(width_pt: float, height_pt: float, dpi: float = VIEW_DPI, longest: int = LONGEST_SIDE_PX) -> float:
    """PDFium's scale (pixels per point) for a page: `dpi`, or less so that no side passes `longest`."""
    return min(dpi / 72, longest / max(width_pt, height_pt))


def draw_pages(pdf: Path | bytes, dpi: float = VIEW_DPI, longest: int = LONGEST_SIDE_PX,
               pages: list[int] | None = None) -> list[Picture]:
    """Pages of `pdf` (all, or those numbered in `pages`, from 0; a number it has not is left out) as
    pictures. PDFium draws them one at a time, in one thread at a time (it is not to be called from
    two); their PNGs are made on every core."""
    import pypdfium2

    with PDFIUM:
        document = pypdfium2.PdfDocument(pdf)
        try:
            drawn = []
            for index in range(len(document)) if pages is None else [i for i in pages if 0 <= i < len(document)]:
                page = document[index]
                width, height = page.get_size()
                image = page.render(scale=view_scale(width, height, dpi, longest), may_draw_forms=False).to_pil()
                drawn.append((image.convert("RGB"), width * 25.4 / 72, height * 25.4 / 72))
        finally:
            document.close()
    return list(_pool().map(lambda page: Picture(_png(page[0]), page[1], page[2]), drawn))


def _png(image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)  # Pillow lets go of the GIL as it deflates
    return buffer.getvalue()


@functools.cache
def _pool() -> ThreadPoolExecutor:
    """Threads for the work Pillow does without the GIL: making PNGs, reading them, comparing them."""
    return ThreadPoolExecutor(max_workers=os.cpu_count() or 1, thread_name_prefix="pictures")


def draw_set(files: list[tuple[str, Path, str]], earlier: dict[str, PictureFile] | None = None
             ) -> dict[str, PictureFile]:
    """Every (name, path, sha256) as pictures, in order; a file whose checksum is that of the same
    file in `earlier` keeps its pictures (it was not drawn again)."""
    earlier = earlier or {}
    drawn = {}
    for name, path, sha in files:
        kept = earlier.get(name)
        drawn[name] = kept if kept is not None and kept.sha256 == sha else PictureFile(name, sha, draw_pages(path))
    return drawn


@dataclass(frozen=True)
class PageChange:
    """A page a change touched: `changed` (with the regions that differ), `new` or `gone`."""

    file: str
    page: int  # from 1, as the page is numbered in a viewer
    state: str
    regions: list[Region] = field(default_factory=list)

    def as_json(self) -> dict:
        return {"file": self.file, "page": self.page, "state": self.state,
                "regions": [r.as_json() for r in self.regions]}


def compare_sets(before: dict[str, PictureFile], after: dict[str, PictureFile]) -> list[PageChange]:
    """The pages that differ from `before` to `after`, file by file in `after`'s order (then the
    files `after` no longer has)."""
    changes: list[PageChange | Future] = []
    for name, now in after.items():
        then = before.get(name)
        if then is not None and then.sha256 == now.sha256:
            continue
        old_pages = then.pages if then else []
        for number, picture in enumerate(now.pages, start=1):
            if number > len(old_pages):
                changes.append(PageChange(name, number, "new"))
            elif old_pages[number - 1].png != picture.png:
                changes.append(_pool().submit(_compared, name, number, old_pages[number - 1], picture))
        changes += [PageChange(name, number, "gone") for number in range(len(now.pages) + 1, len(old_pages) + 1)]
    for name, then in before.items():
        if name not in after:
            changes += [PageChange(name, number, "gone") for number in range(1, len(then.pages) + 1)]
    found = [c.result() if isinstance(c, Future) else c for c in changes]
    return [c for c in found if c.state != "changed" or c.regions]


def _compared(file: str, number: int, before: Picture, after: Picture) -> PageChange:
    return PageChange(file, number, "changed", changed_regions(before.image(), after.image()))


def page_ranges(numbers: list[int]) -> str:
    """`p.1–2, 5`: page numbers as runs."""
    return "p." + ", ".join(run_text(*run) for run in runs(numbers))

def touched_summary(changes: list[PageChange]) -> str:
    """`unit-tiles p.1–2, hit-score-wheel p.2`: the pages a change touched, by file."""
    by_file: dict[str, list[int]] = {}
    for change in changes:
        by_file.setdefault(change.file, []).append(change.page)
    return ", ".join(f"{name} {page_ranges(pages)}" for name, pages in by_file.items()) or "no page"
