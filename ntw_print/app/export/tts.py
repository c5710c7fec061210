"""Tabletop Simulator: deck sheets (up to 10 x 7 faces an image) with their backs, and a saved object
(JSON) for each deck and each board, naming the images by a base address the player chooses (their
own image host, or the export folder on their disk).

Tabletop Simulator stretches every card of a deck to one size: pieces of one group and one size
make a deck, and the deck object is scaled from a poker card (63.5 x 88.9 mm at scale 1). A deck of
round tokens is a deck of round cards, every other one square-cornered as it is cut from the sheet;
a board is a locked card of its own, scaled the same way, so that counters fit its hexes.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from ...print.render.digital import ELLIPSE
from .collect import ExportSet, PieceFiles
from .image_cache import ImageCache
from .images import SCREEN_DPI
from .png import png_bytes

COLUMNS, ROWS = 10, 7
PER_SHEET = COLUMNS * ROWS - 1  # the last place stays empty: Tabletop Simulator shows it for a hidden card
POKER_MM = (63.5, 88.9)
PLAIN_BACK = "#d8d4c8"  # the back of a piece printed one-sided
RECTANGLE, CIRCLE = 1, 4  # a custom deck's card shapes (0 would round the corners of a square counter)


@dataclass
class Deck:
    name: str  # file names: tts/<name>-faces-1.png, tts/<name>.json
    title: str
    pieces: list[PieceFiles]

    @property
    def size(self) -> tuple[float, float]:
        return self.pieces[0].piece.width, self.pieces[0].piece.height


def decks(found: ExportSet) -> list[Deck]:
    """The pieces by file, group and size, in the set's order."""
    by_key: dict[tuple, Deck] = {}
    for files in found.pieces:
        piece = files.piece
        key = (files.component, piece.group, round(piece.width, 2), round(piece.height, 2), piece.outline == ELLIPSE)
        if key not in by_key:
            name = files.component if piece.group == files.component else f"{files.component}-{piece.group}"
            size = f"{round(piece.width)}mm" if _sizes(found, key) > 1 else ""
            by_key[key] = Deck(f"{name}-{size}" if size else name,
                               f"{found.game_name}: {piece.group}{f' {size}' if size else ''}", [])
        by_key[key].pieces.append(files)
    return list(by_key.values())


def _sizes(found: ExportSet, key: tuple) -> int:
    return len({(round(f.piece.width, 2), round(f.piece.height, 2), f.piece.outline == ELLIPSE) for f in found.pieces
                if (f.component, f.piece.group) == key[:2]})


def add_tabletop(found: ExportSet, base_url: str, cache: ImageCache) -> None:
    """Deck sheets and saved objects for every deck, saved objects for every board."""
    for deck in decks(found):
        _add_deck(found, deck, base_url, cache)
    for board in found.boards:
        url = base_url + board.screen_png
        deck = {"FaceURL": url, "BackURL": url, "NumWidth": 1, "NumHeight": 1, "BackIsHidden": False,
                "UniqueBack": False, "Type": RECTANGLE}
        found.add(f"tts/{board.component}.json", _saved(board.board.title, [{
            "Name": "Card", "Nickname": board.board.title, "CardID": 100, "CustomDeck": {"1": deck},
            "Transform": _transform(*board_scale(board.board.width, board.board.height)),
            "Description": f"{found.game_name}, {board.board.width:.0f} × {board.board.height:.0f} mm",
            "Locked": True, "GUID": _guid(board.component)}]))


def board_scale(width: float, height: float) -> tuple[float, float]:
    """A board's scale from a poker card, as the decks' (its millimetres against the card's)."""
    return width / POKER_MM[0], height / POKER_MM[1]


def card_shape(deck: Deck) -> int:
    """Round tokens are round cards; counters, tiles and cards keep the square corners they are cut with."""
    return CIRCLE if deck.pieces[0].piece.outline == ELLIPSE else RECTANGLE


def _add_deck(found: ExportSet, deck: Deck, base_url: str, cache: ImageCache) -> None:
    width, height = deck.size
    one_back = len({files.back.screen.read_bytes() if files.back else b"" for files in deck.pieces}) == 1
    for path, file in _deck_pictures(deck, one_back, cache).items():
        found.add(path, file)
    custom: dict[str, dict] = {}
    cards = []
    for sheet, chunk, across, down in _sheets_of(deck):
        back = f"tts/{deck.name}-back.png" if one_back else f"tts/{deck.name}-backs-{sheet}.png"
        custom[str(sheet)] = {"FaceURL": base_url + f"tts/{deck.name}-faces-{sheet}.png", "BackURL": base_url + back,
                              "NumWidth": across, "NumHeight": down, "BackIsHidden": True,
                              "UniqueBack": not one_back, "Type": card_shape(deck)}
        for place, index in enumerate(chunk):
            files = deck.pieces[index]
            for copy in range(files.piece.copies):
                cards.append({"Name": "Card", "Nickname": files.piece.title, "CardID": sheet * 100 + place,
                              "Transform": _transform(width / POKER_MM[0], height / POKER_MM[1]),
                              "CustomDeck": {str(sheet): custom[str(sheet)]},
                              "GUID": _guid(f"{deck.name}/{index}/{copy}")})
    scale = _transform(width / POKER_MM[0], height / POKER_MM[1])
    if len(cards) == 1:
        objects = [{**cards[0], "Transform": scale}]
    else:
        objects = [{"Name": "DeckCustom", "Transform": scale, "Nickname": deck.title,
                    "DeckIDs": [card["CardID"] for card in cards], "CustomDeck": custom,
                    "ContainedObjects": cards, "GUID": _guid(deck.name)}]
    found.add(f"tts/{deck.name}.json", _saved(deck.title, objects))


def _sheets_of(deck: Deck):
    """Each sheet of the deck: its number, the places of its pieces in the deck, its columns and rows."""
    for sheet, start in enumerate(range(0, len(deck.pieces), PER_SHEET), start=1):
        chunk = range(start, min(start + PER_SHEET, len(deck.pieces)))
        across = max(2, min(COLUMNS, len(chunk)))
        yield sheet, chunk, across, max(2, math.ceil(len(chunk) / across))


def _deck_pictures(deck: Deck, one_back: bool, cache: ImageCache) -> dict[str, Path]:
    """The deck's sheets of faces and of backs as PNG files, kept in the image cache by the pictures
    they are made of (drawn only when one of those changed)."""
    from ..cache import code_digest
    from ..inputs import digest
    from .work import versions

    def sha(path: Path | None) -> str:
        return hashlib.sha256(path.read_bytes()).hexdigest() if path else ""

    key = digest({"deck": deck.name, "one_back": one_back, "code": code_digest(__name__), "versions": versions(),
                  "pieces": [[sha(f.front.screen), sha(f.back.screen if f.back else None)] for f in deck.pieces]})
    if cache.find(key) is None:
        with cache.making(key) as (folder, _):
            _draw_deck(deck, one_back, folder / "tts")
    return cache.files(key)


def _draw_deck(deck: Deck, one_back: bool, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    cell = _cell_size(deck)
    faces = [_picture(files.front.screen) for files in deck.pieces]
    backs = [_picture(files.back.screen) if files.back else None for files in deck.pieces]
    for sheet, chunk, across, down in _sheets_of(deck):
        (folder / f"{deck.name}-faces-{sheet}.png").write_bytes(
            png_bytes(_sheet([faces[i] for i in chunk], cell, across, down), SCREEN_DPI))
        if one_back:
            back = backs[0] or Image.new("RGB", cell, PLAIN_BACK)
            (folder / f"{deck.name}-back.png").write_bytes(png_bytes(_flat(back, cell), SCREEN_DPI))
        else:
            (folder / f"{deck.name}-backs-{sheet}.png").write_bytes(png_bytes(
                _sheet([backs[i] or Image.new("RGB", cell, PLAIN_BACK) for i in chunk], cell, across, down), SCREEN_DPI))


def _cell_size(deck: Deck) -> tuple[int, int]:
    sizes = [files.front.screen_size for files in deck.pieces]
    return max(width for width, _ in sizes), max(height for _, height in sizes)


def _picture(path) -> Image.Image:
    with Image.open(path) as image:
        image.load()
        return image


def _flat(image: Image.Image, cell: tuple[int, int]) -> Image.Image:
    """The face on white, centred in a cell (Tabletop Simulator's cards are opaque)."""
    ground = Image.new("RGB", cell, "white")
    face = image.convert("RGBA")
    ground.paste(face, ((cell[0] - face.width) // 2, (cell[1] - face.height) // 2), face)
    return ground


def _sheet(faces: list[Image.Image], cell: tuple[int, int], across: int, down: int) -> Image.Image:
    sheet = Image.new("RGB", (cell[0] * across, cell[1] * down), "white")
    for n, face in enumerate(faces):
        sheet.paste(_flat(face, cell), ((n % across) * cell[0], (n // across) * cell[1]))
    return sheet


def _transform(scale_x: float, scale_z: float) -> dict:
    return {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 0.0,
            "scaleX": round(scale_x, 4), "scaleY": 1.0, "scaleZ": round(scale_z, 4)}


def _guid(key: str) -> str:
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:6]


def _saved(title: str, objects: list[dict]) -> str:
    """A saved object file: what Tabletop Simulator writes to Saves/Saved Objects."""
    return json.dumps({"SaveName": title, "GameMode": "", "Date": "", "Table": "", "Sky": "", "Note": "",
                       "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "", "ObjectStates": objects},
                      indent=2, ensure_ascii=False) + "\n"
