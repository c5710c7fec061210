"""Digital play and a catalogue (`ntw-print export`): from a built set, every piece, card and board
as PNG and SVG, Tabletop Simulator decks, a draft VASSAL module, and `index.html` beside the PDFs.

Everything is drawn by the printed sheets' own code (see render/digital.py); the files go to
`<set>/export/`, swapped in whole when all are made, and the same data gives the same bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...games import LoadedGame

EXPORT = "export"
CATALOGUE = "index.html"


def export_set(game: LoadedGame, folder: Path, options, dpi: int = 300, image_url: str | None = None,
               progress=lambda message: None, jobs: int | None = None) -> Path:
    """Write the export of the set built in `folder` (`folder/export/` and `folder/index.html`).
    `image_url` is where the Tabletop Simulator images will be found (default: this folder); the
    pictures are drawn across `jobs` processes (default: every core), or taken from the last export
    where what they show is unchanged."""
    from ...core.atomic import link_or_copy, staged_folder, write_text
    from .catalogue import catalogue
    from .collect import collect
    from .image_cache import ImageCache
    from .last_export import forget_export, image_base
    from .tts import add_tabletop
    from .vassal import add_vassal

    cache = ImageCache(folder)
    target = folder / EXPORT
    with cache.locked():
        forget_export(folder)
        found = collect(game, folder, options, dpi, cache, jobs, progress)
        add_tabletop(found, image_base(folder, image_url), cache)
        add_vassal(found)
        with staged_folder(target, keep=lambda name: False) as staging:
            for path, data in sorted(found.files.items()):
                file = staging / path
                file.parent.mkdir(parents=True, exist_ok=True)
                if isinstance(data, Path):
                    link_or_copy(data, file)
                else:
                    file.write_bytes(data)
        write_text(folder / CATALOGUE, catalogue(found, options, EXPORT))
        cache.prune()
    return target
