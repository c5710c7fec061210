"""Which print a file is, read back: the stamp the manifest records for it is the one the game's data
makes now, and every data fingerprint its pages print (at a sheet's foot, on a piece or card whose
face prints `{stamp}`) is the manifest's. (The words round a piece's stamp are held to its face by the
kind's own check, with the manifest's stamp filled in.)"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..build import sheet_stamp
from ..cache import recipe_inputs
from ...print.layout.scale_bar import STAMP_DIGITS, stamp_text
from ...print.readback.pdfread import PdfRead
from ...print.readback.places import centre
from ...print.readback.report import FileReport

if TYPE_CHECKING:
    from ...games import LoadedGame

FINGERPRINT = re.compile(rf"\bdata [0-9a-f]{{{STAMP_DIGITS}}}\b")
CHECK = "print stamp"


def manifest_stamp(manifest: dict | None, file: str) -> tuple[str, ...]:
    """The stamp the manifest records for `file` (its lines), none when it records none."""
    entry = (manifest or {}).get(file)
    lines = entry.get("stamp") if isinstance(entry, dict) else None
    return tuple(str(line) for line in lines) if isinstance(lines, list) else ()


def check_stamp(game: LoadedGame, component, pdf: PdfRead, stamp: tuple[str, ...], result: FileReport) -> None:
    """`stamp` (the manifest's) against the data and against every fingerprint the pages print."""
    made = sheet_stamp(game, recipe_inputs(game, component))
    result.checked(CHECK)
    if stamp != made:
        result.fail(CHECK, f"the manifest records {_named(stamp)}, the data makes {_named(made)} now: the data "
                           "changed since this build (build again)")
    wanted = stamp[-1] if stamp else None  # `data 1f2e3d4c`
    for page in pdf.pages:
        for text in page.texts:
            for found in FINGERPRINT.findall(text.text):
                result.checked(CHECK)
                if found != wanted:
                    result.fail(CHECK, f"prints '{found}', " + (f"the manifest's stamp is '{stamp_text(stamp)}'"
                                                                if stamp else "the manifest records no stamp"),
                                page.number, centre(text.box))


def _named(stamp: tuple[str, ...]) -> str:
    return f"'{stamp_text(stamp)}'" if stamp else "no stamp"
