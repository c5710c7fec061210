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

from PIL import Image

from ..render.digital import ELLIPSE
from .collect import ExportSet, PieceFiles
from .images import SCREEN_DPI
from .raster import png_bytes

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


def add_tabletop(found: ExportSet, base_url: str) -> None:
    """Deck sheets and saved objects for every deck, saved objects for every board."""
    for deck in decks(found):
        _add_deck(found, deck, base_url)
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


def _add_deck(found: ExportSet, deck: Deck, base_url: str) -> None:
    width, height = deck.size
    cell = _cell_size(deck)
    faces = [files.front.screen for files in deck.pieces]
    backs = [files.back.screen if files.back else None for files in deck.pieces]
    one_back = len({png_bytes(b, SCREEN_DPI) if b else b"" for b in backs}) == 1
    custom: dict[str, dict] = {}
    cards = []
    for sheet, start in enumerate(range(0, len(faces), PER_SHEET), start=1):
        chunk = range(start, min(start + PER_SHEET, len(faces)))
        across = max(2, min(COLUMNS, len(chunk)))
        down = max(2, math.ceil(len(chunk) / across))
        face_url = base_url + found.add(f"tts/{deck.name}-faces-{sheet}.png",
                                        png_bytes(_sheet([faces[i] for i in chunk], cell, across, down), SCREEN_DPI))
        if one_back:
            back = backs[0] or Image.new("RGB", cell, PLAIN_BACK)
            back_url = base_url + found.add(f"tts/{deck.name}-back.png", png_bytes(_flat(back, cell), SCREEN_DPI))
        else:
            back_url = base_url + found.add(f"tts/{deck.name}-backs-{sheet}.png", png_bytes(
                _sheet([backs[i] or Image.new("RGB", cell, PLAIN_BACK) for i in chunk], cell, across, down), SCREEN_DPI))
        custom[str(sheet)] = {"FaceURL": face_url, "BackURL": back_url, "NumWidth": across, "NumHeight": down,
                              "BackIsHidden": True, "UniqueBack": not one_back, "Type": card_shape(deck)}
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


def _cell_size(deck: Deck) -> tuple[int, int]:
    faces = [files.front.screen for files in deck.pieces]
    return max(f.width for f in faces), max(f.height for f in faces)


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
