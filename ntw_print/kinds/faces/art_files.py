"""A designer's art files read safely: an SVG symbol (with the files it refers to) and a picture.

Each file is read through game_files.py (inside the game's folder, a regular file, within its
size). An SVG is parsed here once, without its entities, and before svglib draws it every file it
refers to (`<image href="wall.png">`, `<use href="parts.svg#door">`) is held to the same rules and
its elements are counted as drawing would expand them (a `<use>` counts what it copies), against
MAX_SVG_ELEMENTS. svglib then draws what was parsed here, allowed to reach into the game's folder
only; what it draws must have a finite size and finite numbers throughout. A picture's pixels are
counted from its header before it is decoded. Every refusal is a `Refused` naming the file (and the
line of the SVG) at fault.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import warnings
from io import BytesIO
from pathlib import Path

from ...core.game_files import Refused, read_bytes, within
from ...core.limits import MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, MAX_SVG_BYTES, MAX_SVG_ELEMENTS

HREFS = ("{http://www.w3.org/1999/xlink}href", "href")
_EMBEDDED = re.compile(r"^data:image/[a-z]+;base64,", re.IGNORECASE)


def svg_drawing(folder: Path, path: Path, shown: str):
    """The reportlab drawing of the SVG at `path` (named `shown` in messages), or None when svglib
    reads no drawing in it; Refused when it or a file it refers to breaks a rule."""
    from svglib.svglib import CircularRefError, SvgRenderer

    root = _parsed(read_bytes(within(folder, path, shown), MAX_SVG_BYTES, shown), shown)
    try:
        if _Elements(folder).of_file(path, root, shown) > MAX_SVG_ELEMENTS:
            raise Refused(f"{shown} draws more than {MAX_SVG_ELEMENTS:,} elements (each <use> counted as what it "
                          "copies)")
        try:
            drawing = SvgRenderer(str(path), external_reference_root=str(folder.resolve())).render(root)
        except (OSError, ValueError, CircularRefError):
            return None
        finite = _finite(drawing)
    except RecursionError:
        raise Refused(f"{shown} nests its elements too deep to draw") from None
    if not finite:
        raise Refused(f"{shown} holds a size or a coordinate too large to print (or not a number)")
    return drawing


def picture_bytes(folder: Path, path: Path, shown: str) -> bytes:
    """The bytes of the PNG or JPEG at `path`; Refused when it breaks a rule or has too many pixels."""
    data = read_bytes(within(folder, path, shown), MAX_PICTURE_BYTES, shown)
    _check_pixels(data, shown)
    return data


def _check_pixels(data: bytes, shown: str) -> None:
    """Refused when the picture cannot be read or has more pixels than MAX_PICTURE_PIXELS (read
    from its header: nothing is decoded)."""
    from PIL import Image, UnidentifiedImageError

    over = f"{shown} has more pixels than the limit of {MAX_PICTURE_PIXELS:,}"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)  # Pillow's own, far higher limit
            with Image.open(BytesIO(data)) as image:
                width, height = image.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise Refused(over) from None
    except (OSError, UnidentifiedImageError, ValueError):
        raise Refused(f"{shown} is not a PNG or JPEG picture that can be read") from None
    if width * height > MAX_PICTURE_PIXELS:
        raise Refused(f"{over} ({width} x {height})")


def _parsed(data: bytes, shown: str):
    """The SVG's root element, parsed as svglib parses (no entities, nothing from the network)."""
    from lxml import etree

    parser = etree.XMLParser(remove_comments=True, recover=True, resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        root = None
    if root is None:
        raise Refused(f"{shown} is not an SVG drawing that can be read")
    return root


class _Elements:
    """How many elements drawing an SVG would make, a `<use>` counted as what it copies; every file
    referred to is held to the rules (and read once) on the way."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.files: dict[Path, int | None] = {}  # elements of each SVG file referred to (None: being counted)

    def of_file(self, path: Path, root, shown: str) -> int:
        self.files[path] = None
        ids = {node.get("id"): node for node in root.iter() if isinstance(node.tag, str) and node.get("id")}
        counted: dict = {}  # by element (kept as the key: lxml gives the same element while one is held)
        total = self.files[path] = self._count(root, path, ids, counted, shown)
        return total

    def _count(self, node, path: Path, ids: dict, counted: dict, shown: str) -> int:
        if node in counted:
            return counted[node] or 0  # a <use> of its own ancestor: svglib draws it once, as nothing
        counted[node] = None
        total = 1
        for child in node:
            if isinstance(child.tag, str):
                total += self._count(child, path, ids, counted, shown)
                if total > MAX_SVG_ELEMENTS:
                    break
        href = next((node.get(name) for name in HREFS if node.get(name)), None)
        if href and total <= MAX_SVG_ELEMENTS:
            total += self._referred(href, node, path, ids, counted, shown)
        counted[node] = total
        return total

    def _referred(self, href: str, node, path: Path, ids: dict, counted: dict, shown: str) -> int:
        """The elements `href` brings in: a part of this file, another SVG file of the folder, or a
        picture (a file, or one written into the SVG)."""
        where = f"{shown}, line {node.sourceline}: {_short(href)!r}"
        if _EMBEDDED.match(href):
            try:
                data = base64.b64decode(href[href.index(",") + 1:])
            except (binascii.Error, ValueError):
                return 0
            _check_pixels(data, where)
            return 0
        iri, _, fragment = href.partition("#")
        if not iri:
            target = ids.get(fragment)
            return self._count(target, path, ids, counted, shown) if target is not None else 0
        file = within(self.folder, path.parent / iri, where)
        if not file.exists():
            return 0  # svglib draws nothing for it
        if file.suffix.lower() != ".svg":
            picture_bytes(self.folder, file, where)
            return 0
        if file in self.files:
            return self.files[file] or 0
        return self.of_file(file, _parsed(read_bytes(file, MAX_SVG_BYTES, where), where), where)


def _short(href: str) -> str:
    return href if len(href) <= 200 else f"{href[:200]}..."


def _finite(value) -> bool:
    """Whether every number in a drawing's attribute (a shape's, a list's, a group's) is finite."""
    from reportlab.graphics.shapes import Shape

    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (list, tuple)):
        return all(_finite(item) for item in value)
    if isinstance(value, Shape):
        return all(_finite(item) for item in vars(value).values())
    return True
