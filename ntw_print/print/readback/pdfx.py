"""A print shop's files (`build --target print-shop`) read back as PDF/X: the output intent with its
press profile, the PDF/X keys, no RGB colour in any page, form or picture, no transparency for
X-1a, and every colour the CMYK its design colour becomes through the press profile (ΔE2000).

The design colours are those the manifest records for the file (each with the CMYK the build gave
it); verify converts each again itself, through littlecms with the profile the file embeds, and
holds every colour the file paints to one of them. How far the press is from the design (a colour
on screen that no ink reaches, pure black, bright green) is measured and reported, not held: it is
the press's gamut, which no file can change.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from PIL import Image, ImageCms
from pypdf import PdfReader

from ...core.colour_difference import delta_e_2000
from .form_walk import through_forms
from .operands import STRINGS, decoded
from .pdfread import PdfRead
from .report import FileReport

Painted = tuple[str, Any]  # ("rgb" | "cmyk" | "image" | "transparency", what)

SAME_COLOUR = 1.0  # ΔE2000: a colour in the file this near its design colour's CMYK is that colour
PDFX_NAMES = {"4": ("PDF/X-4", ""), "1a": ("PDF/X-1:2003", "PDF/X-1a:2003")}
_NUMBER = rb"[-+]?(?:\d+\.?\d*|\.\d+)"
_COLOUR = re.compile(rb"((?:" + _NUMBER + rb"\s+){1,4})(rg|RG|k|K|g|G|sc|SC|scn|SCN)(?![A-Za-z*'\"])")
_RGB_SPACE = re.compile(rb"/DeviceRGB\s+(?:cs|CS)\b")
_RGB_OPERATORS = {b"rg", b"RG"}
_CHECK = "PDF/X"


def check_print_shop(path: Path, report: FileReport, pdfx: str, palette: dict[str, Any] | None) -> None:
    """Hold one file to PDF/X-`pdfx` (`4` or `1a`) and its colours to the manifest's `palette`."""
    reader = PdfReader(path)
    report.checked(_CHECK)
    profile = _output_intent(reader, report)
    _keys(reader, report, pdfx)
    colours: set[tuple[float, ...]] = set()
    forms: dict[int, list[Painted]] = {}
    for number, page in enumerate(reader.pages, start=1):
        contents = page.get("/Contents")
        contents = contents.get_object() if contents is not None else []
        streams = [s.get_object() for s in (contents if isinstance(contents, list) else [contents])]
        found = [item for stream in streams for item in _painted(stream)]
        found += through_forms(page.get("/Resources"), lambda resources: _resources(resources),
                               _painted, forms)
        for kind, value in dict.fromkeys(found):
            if kind == "rgb":
                report.fail(_CHECK, f"an RGB colour ({value}) where a print shop takes CMYK only", number)
            elif kind == "cmyk":
                colours.add(value)
            elif kind == "image" or (kind == "transparency" and pdfx == "1a"):
                report.fail(_CHECK, value, number)
    if profile is not None:
        _check_colours(report, profile, colours, palette or {})


def check_own_sheets(pdf: PdfRead, report: FileReport, bleed: float) -> None:
    """A board for a print shop: every page its trim plus `bleed` all round, and nothing more (the
    shop places it on its own sheets)."""
    from .printready import TOLERANCE_MM

    for page in pdf.pages:
        report.checked("own sheet")
        if page.trim is None or page.bleed is None:
            continue  # the print boxes' own check says so
        grown = page.trim.grow(bleed)
        if not all(box.contains(other, TOLERANCE_MM) for box, other in
                   ((grown, page.bleed), (page.bleed, grown), (page.bleed, page.media), (page.media, page.bleed))):
            report.fail("own sheet", f"a board for a print shop stands on a page of its trim plus the {bleed:g} mm "
                        f"bleed; this page is {page.media.width:.1f} × {page.media.height:.1f} mm around a "
                        f"{page.trim.width:.1f} × {page.trim.height:.1f} mm trim", page.number)


def _output_intent(reader: PdfReader, report: FileReport) -> bytes | None:
    """The press profile the output intent embeds (a finding and None when there is none)."""
    root: Any = reader.trailer["/Root"]
    intents = root.get("/OutputIntents")
    intent = intents.get_object()[0].get_object() if intents else None
    if intent is None or intent.get("/S") != "/GTS_PDFX":
        report.fail(_CHECK, "no PDF/X output intent: a print shop cannot tell which press the colours are for")
        return None
    if not intent.get("/OutputConditionIdentifier"):
        report.fail(_CHECK, "the output intent names no printing condition (OutputConditionIdentifier)")
    profile = intent.get("/DestOutputProfile")
    if profile is None or profile.get_object().get("/N") != 4:
        report.fail(_CHECK, "the output intent embeds no CMYK profile (DestOutputProfile)")
        return None
    data: bytes = profile.get_object().get_data()
    return data


def _keys(reader: PdfReader, report: FileReport, pdfx: str) -> None:
    """GTS_PDFXVersion (and X-1a's conformance) in the document information, Trapped, the file ID,
    and X-4's version in the XMP metadata."""
    version, conformance = PDFX_NAMES[pdfx]
    info = reader.trailer.get("/Info")
    info = info.get_object() if info is not None else {}
    if info.get("/GTS_PDFXVersion") != version:
        report.fail(_CHECK, f"the document information gives GTS_PDFXVersion {info.get('/GTS_PDFXVersion')!r}, "
                    f"not {version!r}")
    if conformance and info.get("/GTS_PDFXConformance") != conformance:
        report.fail(_CHECK, f"GTS_PDFXConformance is not {conformance!r}")
    if info.get("/Trapped") not in ("/True", "/False"):
        report.fail(_CHECK, "Trapped is neither True nor False, as PDF/X asks")
    if not info.get("/Title"):
        report.fail(_CHECK, "the file has no title, which PDF/X asks for")
    if not reader.trailer.get("/ID"):
        report.fail(_CHECK, "the file has no ID, which PDF/X asks for")
    if pdfx == "4":
        root: Any = reader.trailer["/Root"]
        metadata = root.get("/Metadata")
        if metadata is None or f"<pdfxid:GTS_PDFXVersion>{version}<".encode() not in metadata.get_object().get_data():
            report.fail(_CHECK, "the XMP metadata does not give the PDF/X version, as PDF/X-4 asks")


def _painted(stream: Any) -> list[Painted]:
    """What a content stream paints with: ('rgb' | 'cmyk' | 'gray', its numbers)."""
    data = STRINGS.sub(b"()", decoded(stream))
    found: list[Painted] = [("rgb", "the DeviceRGB colour space")] if _RGB_SPACE.search(data) else []
    for numbers, operator in _COLOUR.findall(data):
        values = tuple(round(float(v), 4) for v in numbers.split())
        if operator in _RGB_OPERATORS or (operator.lower().startswith(b"sc") and len(values) == 3):
            found.append(("rgb", " ".join(f"{v:g}" for v in values[-3:])))
        elif operator in (b"k", b"K") or (operator.lower().startswith(b"sc") and len(values) == 4):
            found.append(("cmyk", values[-4:]))
    return found


def _resources(resources: Any) -> list[Painted]:
    """The pictures a page's or form's resources hold that are not CMYK or grey, and its transparency."""
    found: list[Painted] = []
    for reference in (resources.get("/XObject") or {}).values():
        xobject = reference.get_object()
        if xobject.get("/Subtype") != "/Image":
            continue
        space = xobject.get("/ColorSpace")
        if space not in ("/DeviceCMYK", "/DeviceGray"):
            found.append(("image", f"a picture in {space}, not in the press's CMYK"))
        if xobject.get("/SMask") is not None:
            found.append(("transparency", "a picture with a soft mask: transparency, which PDF/X-1a does not allow"))
    for shading in (resources.get("/Shading") or {}).values():
        if shading.get_object().get("/ColorSpace") not in ("/DeviceCMYK", "/DeviceGray"):
            found.append(("rgb", f"a gradient in {shading.get_object().get('/ColorSpace')}"))
    for state in (resources.get("/ExtGState") or {}).values():
        state = state.get_object()
        if any(float(state.get(key, 1)) < 1 for key in ("/CA", "/ca")) or state.get("/SMask", "/None") != "/None":
            found.append(("transparency", "translucent paint (an ExtGState below full opacity): transparency, "
                                          "which PDF/X-1a does not allow"))
    return found


def _lab(transform: Any, pixels: list[tuple[int, ...]], mode: str) -> list[tuple[float, float, float]]:
    """CIE L*a*b* of each colour (0-255 parts) through a littlecms transform to 8-bit Lab."""
    if not pixels:
        return []
    return [(l * 100 / 255, a - 256 * (a > 127), b - 256 * (b > 127))  # a* and b* as signed bytes
            for l, a, b in _pixels(transform.apply(_image(mode, pixels)))]


def _check_colours(report: FileReport, profile: bytes, colours: set[tuple[float, ...]],
                   palette: dict[str, Any]) -> None:
    """Every CMYK the file paints within SAME_COLOUR of a design colour's CMYK through `profile`; the
    largest difference between a design colour and its print measured."""
    report.checked("colour")
    if not colours:
        return
    press = ImageCms.getOpenProfile(io.BytesIO(profile))
    lab = ImageCms.createProfile("LAB", 5000)
    srgb = ImageCms.createProfile("sRGB")
    intent = ImageCms.Intent.RELATIVE_COLORIMETRIC
    to_lab = ImageCms.buildTransform(press, lab, "CMYK", "LAB", renderingIntent=intent)
    designs = sorted(palette)
    rgb = [tuple(int(design[i:i + 2], 16) for i in (1, 3, 5)) for design in designs]
    inks = _pixels(ImageCms.buildTransform(srgb, press, "RGB", "CMYK", renderingIntent=intent)
                   .apply(_image("RGB", rgb))) if rgb else []
    expected = _lab(to_lab, inks, "CMYK")
    on_screen = _lab(ImageCms.buildTransform(srgb, lab, "RGB", "LAB", renderingIntent=intent), rgb, "RGB")
    painted = sorted(colours)
    printed = _lab(to_lab, [tuple(round(part * 255) for part in value) for value in painted], "CMYK")
    for value, seen in zip(painted, printed):
        nearest = min(((delta_e_2000(seen, want), design) for want, design in zip(expected, designs)), default=None)
        if nearest is None or nearest[0] > SAME_COLOUR:
            came = f" (the nearest, {nearest[1]}, is ΔE {nearest[0]:.1f} away)" if nearest else ""
            report.fail("colour", f"CMYK {' '.join(f'{v:g}' for v in value)} is no design colour of this file "
                        f"through the press profile{came}")
    if on_screen:
        gamut, design = max((delta_e_2000(a, b), d) for a, b, d in zip(on_screen, expected, designs))
        report.notes.append(f"colours: {len(painted)} CMYK, each its design colour's through the press profile; the "
                            f"press comes farthest from {design} (ΔE2000 {gamut:.1f}, outside what its inks print)")


def _pixels(image: Image.Image) -> list[tuple[int, ...]]:
    """Each pixel of a one-row image as its parts (0-255)."""
    data, parts = image.tobytes(), len(image.getbands())
    return [tuple(data[i:i + parts]) for i in range(0, len(data), parts)]


def _image(mode: str, pixels: list[Any]) -> Image.Image:
    image = Image.new(mode, (len(pixels), 1))
    image.putdata(pixels)
    return image
