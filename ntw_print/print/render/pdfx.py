"""PDF/X files for a print shop: every colour CMYK through the shipped press profile, the output
intent and the PDF/X keys.

    canvas = pdfx_canvas(path, PDFX_4)          # a reportlab Canvas: draw on it as on any other
    ...                                         # (RGB colours and pictures become CMYK as drawn)
    canvas.save()                               # writes the output intent and the PDF/X keys too
    canvas.palette                              # {"#rrggbb": (c, m, y, k)}: each design colour and its inks

The press is Fogra's FOGRA39 (offset on coated paper, ISO 12647-2), through the profile
ntw_print/profiles/ntw-print-FOGRA39.icc, made by tools/cmyk_profile/ from Fogra's own measurements
(README's "Printing" says why that one). littlecms (Pillow's ImageCms) converts, relative
colorimetric: the paper's white is the page's white, and a colour the press cannot print becomes the
nearest one it can.

Colours are converted as they are drawn (reportlab hands every colour a canvas or its text sets to
the canvas's `enforceColorSpace`), so no stream is rewritten afterwards. PDF/X-4 keeps transparency;
PDF/X-1a:2003 allows none, so there a translucent colour is painted opaque, mixed with the paper's
white by its opacity (the board's edge wash and hex shading; a picture's transparent parts show the
paper). Fonts are embedded by render/pdf.py as always, TrimBox and BleedBox on every page too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any, Callable, cast

from PIL import Image, ImageCms
from reportlab.lib.colors import CMYKColor, Color, toColor
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfdoc import PDFArray, PDFDictionary, PDFInfo, PDFName, PDFStream, PDFString
from reportlab.pdfgen.canvas import Canvas

from ...core.package_files import PRESS_PROFILE

PROFILE = Path(PRESS_PROFILE)
CONDITION = "FOGRA39"  # the characterization registered with the ICC (www.color.org), which the profile follows
CONDITION_INFO = "Offset printing on coated paper (ISO 12647-2:2004/Amd 1, paper type 1 or 2), FOGRA39L"
REGISTRY = "http://www.color.org"


@dataclass(frozen=True)
class Standard:
    """One PDF/X standard: its name in the files and whether it allows transparency."""

    name: str  # as GTS_PDFXVersion gives it
    conformance: str  # GTS_PDFXConformance, for X-1a ('' for X-4, which has none)
    transparency: bool


PDFX_4 = Standard("PDF/X-4", "", True)
PDFX_1A = Standard("PDF/X-1:2003", "PDF/X-1a:2003", False)
STANDARDS = {"4": PDFX_4, "1a": PDFX_1A}  # as --pdfx names them (BuildOptions.pdfx)


@lru_cache(maxsize=1)
def _rgb_to_cmyk() -> ImageCms.ImageCmsTransform:
    # opened from memory: littlecms reads a profile opened from a file lazily, through a descriptor the
    # build's forked workers would share (and its offset with it), so that two reading at once misread it
    press = ImageCms.getOpenProfile(BytesIO(PROFILE.read_bytes()))
    return ImageCms.buildTransform(ImageCms.createProfile("sRGB"), press, "RGB", "CMYK",
                                   renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)


@lru_cache(maxsize=4096)
def cmyk_of(rgb: tuple[int, int, int]) -> tuple[float, float, float, float]:
    """The press's cyan, magenta, yellow and black (0-1, to 1/255) for an sRGB colour (0-255 each)."""
    image = _rgb_to_cmyk().apply(Image.new("RGB", (1, 1), rgb))
    cyan, magenta, yellow, black = cast(tuple[int, int, int, int], image.getpixel((0, 0)))
    return round(cyan / 255, 4), round(magenta / 255, 4), round(yellow / 255, 4), round(black / 255, 4)


def picture_in_cmyk(image: Image.Image, opaque: bool) -> ImageReader:
    """A picture (any mode) as a CMYK image for the canvas; its transparency kept as a soft mask,
    or (`opaque`, for PDF/X-1a) painted on the paper's white."""
    rgba = image.convert("RGBA")
    flat = Image.new("RGB", rgba.size, (255, 255, 255))
    flat.paste(rgba, mask=rgba.getchannel("A"))
    reader = ImageReader(_rgb_to_cmyk().apply(flat))
    reader.getRGBData()  # reportlab reads the CMYK bytes now, and the soft mask from here
    alpha = rgba.getchannel("A")
    if not opaque and alpha.getextrema() != (255, 255):
        reader._dataA = ImageReader(alpha)
    return reader


def _hex(colour: Color) -> str:
    return "#" + "".join(f"{round(part * 255):02x}" for part in (colour.red, colour.green, colour.blue))


class PdfXCanvas(Canvas):  # type: ignore[misc]  # reportlab ships no types: its Canvas is Any to mypy
    """A reportlab Canvas that writes PDF/X (see the module's docstring)."""

    def __init__(self, path: str, standard: Standard, **options: Any) -> None:
        self.standard = standard
        self.palette: dict[str, tuple[float, float, float, float]] = {}
        self._opacity = {"fill": 1.0, "stroke": 1.0}
        self._design: dict[str, Any] = {"fill": Color(0, 0, 0), "stroke": Color(0, 0, 0)}
        self._saved: list[tuple[dict[str, float], dict[str, Any]]] = []
        super().__init__(path, enforceColorSpace=self._ink, **options)

    def _ink(self, colour: Any, opacity: float = 1.0) -> Any:
        """The CMYK of a design colour (the paper's white mixed in by `opacity` < 1)."""
        colour = toColor(colour) if not isinstance(colour, Color) else colour
        if isinstance(colour, CMYKColor):
            return colour
        red, green, blue = (opacity * part + (1 - opacity) for part in (colour.red, colour.green, colour.blue))
        design = _hex(Color(red, green, blue))
        ink = self.palette.setdefault(design, cmyk_of((int(design[1:3], 16), int(design[3:5], 16),
                                                      int(design[5:7], 16))))
        return CMYKColor(*ink, alpha=None)  # its opacity is the canvas's, set apart

    # --- transparency: kept for X-4, mixed with the paper for X-1a ---------------------------------

    def setFillColor(self, aColor: Any, alpha: float | None = None) -> None:  # noqa: N802 (reportlab's names)
        self._paint("fill", aColor, alpha)

    def setStrokeColor(self, aColor: Any, alpha: float | None = None) -> None:  # noqa: N802
        self._paint("stroke", aColor, alpha)

    def _setter(self, paint: str) -> Callable[..., None]:
        setter: Callable[..., None] = super().setFillColor if paint == "fill" else super().setStrokeColor
        return setter

    def _paint(self, paint: str, colour: Any, alpha: float | None) -> None:
        if self.standard.transparency:
            self._setter(paint)(colour, alpha=alpha)
            return
        self._design[paint] = colour
        given = alpha if alpha is not None else getattr(colour, "alpha", None)
        if given is not None:
            self._opacity[paint] = given
        self._setter(paint)(self._ink(colour, self._opacity[paint]))

    def _setFillAlpha(self, value: float) -> None:  # noqa: N802
        self._set_opacity("fill", value, super()._setFillAlpha)

    def _setStrokeAlpha(self, value: float) -> None:  # noqa: N802
        self._set_opacity("stroke", value, super()._setStrokeAlpha)

    def _set_opacity(self, paint: str, value: float, transparent: Callable[[float], None]) -> None:
        if self.standard.transparency:
            transparent(value)
        elif value != self._opacity[paint]:
            self._opacity[paint] = value
            self._setter(paint)(self._ink(self._design[paint], value))

    def saveState(self) -> None:  # noqa: N802
        super().saveState()
        self._saved.append((dict(self._opacity), dict(self._design)))

    def restoreState(self) -> None:  # noqa: N802
        super().restoreState()
        self._opacity, self._design = self._saved.pop()

    # --- gradients (a designer's SVG may bring one) and pictures -------------------------------------

    def linearGradient(self, x0: float, y0: float, x1: float, y1: float, colors: list[Any],  # noqa: N802
                       positions: list[float] | None = None, extend: bool = True) -> None:
        super().linearGradient(x0, y0, x1, y1, [self._ink(c) for c in colors], positions, extend)

    def radialGradient(self, x: float, y: float, radius: float, colors: list[Any],  # noqa: N802
                       positions: list[float] | None = None, extend: bool = True) -> None:
        super().radialGradient(x, y, radius, [self._ink(c) for c in colors], positions, extend)

    def drawImage(self, image: Any, x: float, y: float, width: float | None = None,  # noqa: N802
                  height: float | None = None, mask: Any = None, **options: Any) -> Any:
        picture = Image.open(image) if isinstance(image, (str, Path, BytesIO)) else image._image
        return super().drawImage(picture_in_cmyk(picture, not self.standard.transparency), x, y, width, height,
                                 mask="auto", **options)

    # --- the file ----------------------------------------------------------------------------------

    def save(self) -> None:
        mark_pdfx(self, self.standard)
        super().save()


def pdfx_canvas(path: Path | str, standard: Standard, **options: Any) -> PdfXCanvas:
    """A canvas that writes `path` as PDF/X of `standard` (PDFX_4 or PDFX_1A); options as Canvas's."""
    return PdfXCanvas(str(path), standard, **options)


def mark_pdfx(canvas: Any, standard: Standard) -> None:
    """The output intent with the press profile, the PDF/X version in the document's information
    (and, for X-4, in its XMP metadata), Trapped False. reportlab writes the file's ID and, with
    `invariant`, fixed dates, so the same drawing gives the same bytes."""
    document = canvas._doc
    profile = PDFStream(PDFDictionary({"N": 4}), PROFILE.read_bytes())
    intent = PDFDictionary({"Type": PDFName("OutputIntent"), "S": PDFName("GTS_PDFX"),
                            "OutputConditionIdentifier": PDFString(CONDITION),
                            "OutputCondition": PDFString(CONDITION_INFO), "Info": PDFString(CONDITION_INFO),
                            "RegistryName": PDFString(REGISTRY), "DestOutputProfile": document.Reference(profile)})
    catalog = document.Catalog
    catalog.__NoDefault__ = [*type(catalog).__NoDefault__, "OutputIntents"]
    catalog.OutputIntents = PDFArray([intent])
    if standard is PDFX_4:
        catalog.Metadata = _xmp(document.info, standard)
    document.info = _PdfXInfo.of(document.info, standard)


class _PdfXInfo(PDFInfo):  # type: ignore[misc]  # reportlab's, Any to mypy
    """The document information with GTS_PDFXVersion (and X-1a's GTS_PDFXConformance)."""

    standard: Standard

    @classmethod
    def of(cls, info: Any, standard: Standard) -> "_PdfXInfo":
        made = cls()
        made.__dict__.update(info.__dict__)
        made.standard = standard
        return made

    def format(self, document: Any) -> bytes:
        text: bytes = super().format(document)
        extra = f"/GTS_PDFXVersion ({self.standard.name})"
        if self.standard.conformance:
            extra += f" /GTS_PDFXConformance ({self.standard.conformance})"
        return text.replace(b"<<", b"<< " + extra.encode("ascii") + b"\n", 1)


def _xmp(info: Any, standard: Standard) -> Any:
    """The XMP packet PDF/X-4 asks for: title, producer, dates (reportlab's invariant date) and the
    PDF/X version, uncompressed as the standard wants it."""
    from xml.sax.saxutils import escape

    date = "2000-01-01T00:00:00Z"
    packet = f"""<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(info.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>{escape(info.author)}</rdf:li></rdf:Seq></dc:creator>
   <xmp:CreateDate>{date}</xmp:CreateDate>
   <xmp:ModifyDate>{date}</xmp:ModifyDate>
   <xmp:MetadataDate>{date}</xmp:MetadataDate>
   <xmp:CreatorTool>{escape(info.creator)}</xmp:CreatorTool>
   <pdf:Producer>{escape(info.producer)}</pdf:Producer>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>uuid:00000000-0000-0000-0000-000000000000</xmpMM:DocumentID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>{standard.name}</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""
    return PDFStream(PDFDictionary({"Type": PDFName("Metadata"), "Subtype": PDFName("XML")}),
                     packet.encode("utf-8"), filters=[])
