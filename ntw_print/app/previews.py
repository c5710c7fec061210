"""Small PNG previews of built PDFs, so a reader of the README sees the product first."""

from __future__ import annotations

from pathlib import Path

from ..core.atomic import replacing

PREVIEW_WIDTH_PX = 480
PREVIEW_COLOURS = 96  # a palette keeps the files small enough to keep in the repository


def preview_pngs(folder: Path, names: list[str], target: Path) -> list[Path]:
    """Render the first page of each named PDF in `folder` to `target/<name>.png`, 480 px wide."""
    import pypdfium2

    written = []
    for name in names:
        document = pypdfium2.PdfDocument(str(folder / f"{name}.pdf"))
        try:
            page = document[0]
            image = page.render(scale=PREVIEW_WIDTH_PX / page.get_width()).to_pil().quantize(colors=PREVIEW_COLOURS)
        finally:
            document.close()
        path = target / f"{name}.png"
        with replacing(path) as temp:
            image.save(temp, format="PNG", optimize=True)
        written.append(path)
    return written
