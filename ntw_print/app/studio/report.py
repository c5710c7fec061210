"""`ntw-print diff --visual`: every page a change touched, before, after and the difference
outlined, as an HTML report a designer attaches to a rules discussion (and as JSON for scripts).

Both games are built into folders of their own (never into the game folders), drawn as pictures
and compared page by page as the studio compares two builds (pictures.py).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw

from ...core.atomic import replacing
from .pictures import PageChange, PictureFile, compare_sets, draw_set, page_ranges, touched_summary
from .regions import LEVEL

REPORT = "index.html"
OUTLINE = (224, 48, 30)
FADED = 0.35  # how much of the page shows under the difference: enough to see where it is


@dataclass(frozen=True)
class VisualDiff:
    old: str  # what each side is: its folder (or revision) and its print stamp
    new: str
    changes: list[str]  # in game terms
    pages: list[PageChange]  # the pages that changed, appeared or went
    unchanged: dict[str, list[int]]  # file -> its pages no change touched
    before: dict[str, PictureFile]
    after: dict[str, PictureFile]

    def as_json(self) -> dict:
        return {"old": self.old, "new": self.new, "changes": self.changes,
                "pages": [c.as_json() for c in self.pages], "touched": touched_summary(self.pages),
                "unchanged": self.unchanged}


def visual_diff(old_game, new_game, old_built, new_built, old_name: str, new_name: str) -> VisualDiff:
    """Compare two built sets (BuildResults) of two loaded games."""
    from ..changes import diff_games
    from .stamp import print_stamp

    before = draw_set([(w.name, w.path, w.sha256) for w in old_built.files])
    after = draw_set([(w.name, w.path, w.sha256) for w in new_built.files])
    pages = compare_sets(before, after)
    touched = {(c.file, c.page) for c in pages}
    unchanged = {name: [n for n in range(1, len(file.pages) + 1) if (name, n) not in touched]
                 for name, file in after.items()}
    return VisualDiff(f"{old_name} ({print_stamp(old_game)})", f"{new_name} ({print_stamp(new_game)})",
                      diff_games(old_game, new_game).changes, pages,
                      {name: numbers for name, numbers in unchanged.items() if numbers}, before, after)


def outlined(before: Image.Image, after: Image.Image, change: PageChange) -> Image.Image:
    """The new page faded, the pixels that changed in full colour, each region outlined."""
    after = after.convert("RGB")
    shown = Image.blend(Image.new("RGB", after.size, "white"), after, FADED)
    if before.size == after.size:
        moved = ImageChops.difference(before.convert("RGB"), after).convert("L")
        shown.paste(after, mask=moved.point(lambda v: 255 if v > LEVEL else 0))
    draw = ImageDraw.Draw(shown)
    width, height = after.size
    for region in change.regions:
        box = (region.left * width - 3, region.top * height - 3, (region.left + region.width) * width + 3,
               (region.top + region.height) * height + 3)
        draw.rectangle(box, outline=OUTLINE, width=3)
    return shown


def write_report(found: VisualDiff, folder: Path) -> Path:
    """index.html in `folder`, with the pictures it shows in `folder/pages/`; its path."""
    pictures = folder / "pages"
    pictures.mkdir(parents=True, exist_ok=True)
    rows = []
    for change in found.pages:
        stem = f"{change.file}-p{change.page}"
        cells = []
        for side, pictures_of in (("before", found.before), ("after", found.after)):
            file = pictures_of.get(change.file)
            if file is not None and change.page <= len(file.pages):
                _save(pictures / f"{stem}-{side}.png", file.pages[change.page - 1].png)
                cells.append(_figure(f"pages/{stem}-{side}.png", side))
            else:
                cells.append(f"<figure class='none'><figcaption>{side}: no such page</figcaption></figure>")
        if change.state == "changed":
            image = outlined(found.before[change.file].pages[change.page - 1].image(),
                             found.after[change.file].pages[change.page - 1].image(), change)
            with replacing(pictures / f"{stem}-difference.png") as temp:
                image.save(temp, format="PNG")
            cells.append(_figure(f"pages/{stem}-difference.png", "difference"))
        title = f"{change.file}.pdf page {change.page}" + {"new": " (new)", "gone": " (gone)"}.get(change.state, "")
        rows.append(f"<section id='{html.escape(stem)}'><h2>{html.escape(title)}</h2>"
                    f"<div class='row'>{''.join(cells)}</div></section>")
    unchanged = "".join(f"<li>{html.escape(name)}.pdf {page_ranges(numbers)}</li>"
                        for name, numbers in found.unchanged.items())
    changes = "".join(f"<li>{html.escape(line)}</li>" for line in found.changes) or "<li>no game value changed</li>"
    page = TEMPLATE.format(old=html.escape(found.old), new=html.escape(found.new), changes=changes,
                           touched=html.escape(touched_summary(found.pages)), pages="".join(rows),
                           unchanged=unchanged or "<li>none</li>")
    target = folder / REPORT
    with replacing(target) as temp:
        temp.write_text(page, encoding="utf-8")
    with replacing(folder / "report.json") as temp:
        temp.write_text(json.dumps(found.as_json(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


def _save(path: Path, png: bytes) -> None:
    with replacing(path) as temp:
        temp.write_bytes(png)


def _figure(source: str, caption: str) -> str:
    return (f"<figure><a href='{html.escape(source)}'><img src='{html.escape(source)}' alt='{caption}'></a>"
            f"<figcaption>{caption}</figcaption></figure>")


TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>What the change did to the sheets</title>
<style>
body {{ font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }}
.row {{ display: flex; gap: 1em; flex-wrap: wrap; }}
figure {{ margin: 0; max-width: 32%; }} figure img {{ max-width: 100%; box-shadow: 0 1px 4px #0004; }}
figcaption {{ color: #555; }} section {{ margin-bottom: 2em; }} h2 {{ font-size: 1.05em; }}
</style></head><body>
<h1>What the change did to the sheets</h1>
<p>Before: {old}<br>After: {new}</p>
<h2>What changed, in the game's terms</h2><ul>{changes}</ul>
<p>Pages changed: {touched}</p>
{pages}
<h2>Pages no change touched</h2><ul>{unchanged}</ul>
</body></html>
"""
