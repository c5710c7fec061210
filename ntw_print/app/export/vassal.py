"""A draft VASSAL module (`<game>.vmod`): a zip of `moduledata`, `buildFile.xml` and `images/`, written
to VASSAL 3.x's documented format. One map offers every board with its grid and the game's own
cell names; a piece palette holds every piece with both faces (Ctrl-F flips); a chart window shows
the charts and aid sheets.

A hex or square grid whose labels VASSAL's numbering can spell (letters A..Z, AA, BB, ..., numbers
with leading zeros, rows counted down) becomes a HexGrid or SquareGrid with its numbering; any other
(chess-style `a1`, spreadsheet letters past Z) becomes a RegionGrid naming every cell where it is.
"""

from __future__ import annotations

import io
import math
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

from ...core.colours import rgb
from ...print.render.digital import DigitalGrid
from .collect import BoardFiles, ExportSet
from .images import SCREEN_DPI

VASSAL_VERSION = "3.6.7"
MODULE_VERSION = "0.1"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # every entry dated alike: the same set gives the same bytes
B = "VASSAL.build."
BOARD = B + "module.map.boardPicker."
FLIP = ("Flip", "2", "F")  # menu command, modifiers (2: Ctrl), key
# what each face makes of the piece's name: VASSAL names a piece by its layer's level name, where
# "" keeps the piece's own and "+ (back)" adds to it ("Front" would name every piece "Front")
FACE_NAMES = ("", "+ (back)")


def encode(values: list[str], delimiter: str) -> str:
    """VASSAL's SequenceEncoder: each delimiter inside a value escaped with a backslash, a value
    that ends in a backslash (or is quoted) put in quotes."""
    parts = []
    for value in values:
        escaped = value.replace(delimiter, "\\" + delimiter)
        parts.append(f"'{escaped}'" if value.endswith("\\") or (value.startswith("'") and value.endswith("'"))
                     else escaped)
    return delimiter.join(parts)


def piece_definition(name: str, gpid: int, front: str, back: str | None) -> str:
    """A PieceSlot's text: a basic piece, and for a two-faced piece a layer of both faces that
    Ctrl-F turns over."""
    basic_type = encode(["piece", "", "", "" if back else front, name], ";")
    basic_state = encode(["null", "0", "0", str(gpid), "0"], ";")
    if back is None:
        return encode(["+", "null", basic_type, basic_state], "/")
    layer_type = "emb2;" + encode(["", "0", "", *FLIP, "", "0", "", "", "", "1", "false", "0", "0", encode([front, back], ","),
                                   encode(list(FACE_NAMES), ","), "true", "Face", "", "", "false", "", "1"], ";")
    chain_type = encode([layer_type, basic_type], "\t")
    chain_state = encode(["1;", basic_state], "\t")
    return encode(["+", "null", chain_type, chain_state], "/")


def add_vassal(found: ExportSet) -> None:
    images: dict[str, bytes | Path] = {}
    module = ET.Element(B + "GameModule", {
        "ModuleOther1": "", "ModuleOther2": "", "VassalVersion": VASSAL_VERSION,
        "description": f"{found.game_name}, made by ntw-print from the game's data (a draft to build on)",
        "name": found.game_name, "version": MODULE_VERSION})
    for part in ("BasicCommandEncoder", "Documentation", "PlayerRoster", "GlobalOptions", "Chatter", "KeyNamer"):
        ET.SubElement(module, B + "module." + part)
    if found.boards:
        module.append(_map(found, images))
    elif found.table is not None:
        module.append(_table_map(found.table))
    gpid = _palette(found, module, images)
    if found.charts:
        module.append(_charts(found, images))
    module.set("nextPieceSlotId", str(gpid))
    ET.indent(module)
    build = b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(module, encoding="utf-8")
    moduledata = ET.Element("data", {"version": "1"})
    for tag, text in (("version", MODULE_VERSION), ("extra1", ""), ("extra2", ""), ("VassalVersion", VASSAL_VERSION),
                      ("dateSaved", "0"), ("description", module.get("description")), ("name", found.game_name)):
        ET.SubElement(moduledata, tag).text = text
    ET.indent(moduledata)
    data = b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(moduledata, encoding="utf-8")
    found.add(f"vassal/{found.game_id}.vmod", _zip({"buildFile.xml": build, "moduledata": data,
                                                     **{f"images/{k}": v for k, v in images.items()}}))


def _zip(entries: dict[str, bytes | Path]) -> bytes:
    """The module's zip: its XML deflated, its pictures (PNG, deflated already) stored as they are."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED if name.endswith(".png") else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            data = entries[name]
            archive.writestr(info, data.read_bytes() if isinstance(data, Path) else data)
    return buffer.getvalue()


def _map(found: ExportSet, images: dict[str, bytes | Path]) -> ET.Element:
    game_map, picker = _map_frame("Board")
    for board in found.boards:
        image = f"{board.component}.png"
        images[image] = found.files[board.screen_png]
        element = ET.SubElement(picker, BOARD + "Board", {"name": board.board.title, "image": image,
                                                          "reversible": "false"})
        if board.board.grid is not None:
            element.append(grid_element(board))
    return game_map


def _map_frame(name: str) -> tuple[ET.Element, ET.Element]:
    """A map window with everything a player moves pieces with, and its (empty) board picker."""
    game_map = ET.Element(B + "module.Map", {"mapName": name, "buttonName": "", "allowMultiple": "false",
                                             "backgroundcolor": "255,255,255", "markMoved": "Never"})
    picker = ET.SubElement(game_map, B + "module.map.BoardPicker", {"title": "Choose a board",
                                                                    "boardPrompt": "Select a board"})
    for part in ("StackMetrics", "ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                 "StackExpander", "PieceMover", "KeyBufferer", "SelectionHighlighters", "Zoomer",
                 "CounterDetailViewer"):
        ET.SubElement(game_map, B + "module.map." + part)
    return game_map, picker


def table_pixels(length_mm: float) -> int:
    """A length of the table in the module's pixels: the pieces' scale (SCREEN_DPI)."""
    return round(length_mm / 25.4 * SCREEN_DPI)


def _table_map(table) -> ET.Element:
    """A game with no board plays on a table of its stated size: a board of that many pixels at the
    pieces' scale, in the cloth's colour (no picture), with its measuring grid drawn if it has one;
    pieces move freely (no snapping)."""
    inches = f"{table.width / 25.4:g} x {table.height / 25.4:g} in"
    game_map, picker = _map_frame("Table")
    red, green, blue = rgb(table.colour)
    board = ET.SubElement(picker, BOARD + "Board", {
        "name": f"Table, {inches}", "image": "", "reversible": "false", "width": str(table_pixels(table.width)),
        "height": str(table_pixels(table.height)), "color": f"{red},{green},{blue}"})
    if table.grid is not None:
        step = f"{table.grid / 25.4 * SCREEN_DPI:.6f}"
        ET.SubElement(board, BOARD + "board.SquareGrid", {
            "dx": step, "dy": step, "x0": "0", "y0": "0", "snapTo": "false", "visible": "true",
            "dotsVisible": "false", "color": "235,235,225", "cornersLegal": "false", "edgesLegal": "false"})
    return game_map


def pixels_per_mm(board: BoardFiles) -> tuple[float, float]:
    width, height = board.screen_size
    return width / board.board.width, height / board.board.height


def on_image(board: BoardFiles, point) -> tuple[float, float]:
    """A point of the board (mm, y up) on its image (px, y down)."""
    sx, sy = pixels_per_mm(board)
    return point[0] * sx, (board.board.height - point[1]) * sy


HEX_NUMBERING = {  # label style -> column type, leading zeros, offset of column 0; row type, zeros, offset
    "letters-doubled": ("A", 0, 0, "N", 0, 1),
    "numbers-4digit": ("N", 1, 1, "N", 1, 1),
}


def grid_element(board: BoardFiles) -> ET.Element:
    grid = board.board.grid
    numbering = HEX_NUMBERING.get(grid.style)
    if grid.style == "letters-excel" and grid.columns <= 26:
        numbering = HEX_NUMBERING["letters-doubled"]
    if numbering is None or (grid.shape == "hex" and grid.orientation != "flat"):
        return _regions(board, grid)
    sx, _ = pixels_per_mm(board)
    first = next(cell for cell in grid.cells if (cell.column, cell.row) == (0, 0))
    x, y = on_image(board, first.centre)
    h_type, h_zeros, h_first, v_type, v_zeros, v_first = numbering
    if grid.shape == "hex":
        dy = grid.cell * sx
        dx = dy * math.sqrt(3) / 2
        raw = 0 if grid.offset == "odd" else 1  # VASSAL shoves its odd columns down: an even offset starts at 1
        origin = (x - raw * dx, y - raw * dy / 2)
        tag, extra = "HexGrid", {"sideways": "false", "cornersLegal": "false", "edgesLegal": "false"}
        numbering_tag = "HexGridNumbering"
    else:
        dx = dy = grid.cell * sx
        raw, origin = 0, (x, y)
        tag, extra, numbering_tag = "SquareGrid", {"cornersLegal": "false", "edgesLegal": "false"}, "SquareGridNumbering"
    element = ET.Element(BOARD + "board." + tag, {
        "dx": f"{dx:.6f}", "dy": f"{dy:.6f}", "x0": str(round(origin[0])), "y0": str(round(origin[1])),
        "snapTo": "true", "visible": "false", "dotsVisible": "false", "color": "0,0,0", **extra})
    attributes = {"first": "H", "sep": "", "hType": h_type, "hLeading": str(h_zeros), "hOff": str(h_first - raw),
                  "hDescend": "false", "vType": v_type, "vLeading": str(v_zeros), "vOff": str(v_first),
                  "vDescend": "false", "locationFormat": "$gridLocation$", "visible": "false", "fontSize": "9",
                  "color": "0,0,0", "rotateText": "0", "hDrawCenter": "false", "vDrawCenter": "false"}
    if grid.shape == "hex":
        attributes["stagger"] = "false"
    ET.SubElement(element, BOARD + "board.mapgrid." + numbering_tag, attributes)
    return element


def _regions(board: BoardFiles, grid: DigitalGrid) -> ET.Element:
    element = ET.Element(BOARD + "board.RegionGrid", {"snapto": "true", "visible": "false", "fontsize": "9"})
    for cell in grid.cells:
        x, y = on_image(board, cell.centre)
        ET.SubElement(element, BOARD + "board.Region", {"name": cell.label, "originx": str(round(x)),
                                                       "originy": str(round(y))})
    return element


def _palette(found: ExportSet, module: ET.Element, images: dict[str, bytes | Path]) -> int:
    """Every piece in a list per group; returns the next free piece slot id."""
    gpid = 1
    if not found.pieces:
        return gpid
    window = ET.SubElement(module, B + "module.PieceWindow", {"name": "Pieces", "text": "Pieces", "hidden": "false",
                                                              "scale": "1.0"})
    tabs = ET.SubElement(window, B + "widget.TabWidget", {"entryName": "Pieces"})
    lists: dict[tuple[str, str], ET.Element] = {}
    for files in found.pieces:
        piece = files.piece
        key = (files.component, piece.group)
        if key not in lists:
            lists[key] = ET.SubElement(tabs, B + "widget.ListWidget", {"entryName": piece.group.replace("-", " "),
                                                                       "scale": "1.0", "divider": "150"})
        front = f"{files.component}-{piece.name}-front.png"
        images[front] = files.front.screen
        back = None
        if files.back is not None:
            back = f"{files.component}-{piece.name}-back.png"
            images[back] = files.back.screen
        slot = ET.SubElement(lists[key], B + "widget.PieceSlot", {
            "entryName": piece.title, "gpid": str(gpid), "width": str(files.front.screen_size[0]),
            "height": str(files.front.screen_size[1])})
        slot.text = piece_definition(piece.title, gpid, front, back)
        gpid += 1
    return gpid


def _charts(found: ExportSet, images: dict[str, bytes | Path]) -> ET.Element:
    window = ET.Element(B + "module.ChartWindow", {"name": "Charts", "text": "Charts", "hotkey": "",
                                                   "tooltip": "Charts and play aids"})
    tabs = ET.SubElement(window, B + "widget.TabWidget", {"entryName": "Charts"})
    for chart in found.charts:
        holder = tabs if len(chart.pages) == 1 else ET.SubElement(tabs, B + "widget.TabWidget",
                                                                   {"entryName": chart.title})
        for n, page in enumerate(chart.pages, start=1):
            name = f"chart-{chart.component}-{n}.png"
            images[name] = found.files[page]
            title = chart.title if len(chart.pages) == 1 else f"Page {n}"
            ET.SubElement(holder, B + "widget.Chart", {"chartName": title, "entryName": title, "fileName": name,
                                                       "description": ""})
    return window
