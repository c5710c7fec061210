"""The main land-unit icons: name, APP-6(D) entity code (symbol set 10), aliases, and geometry.

Geometry is in the 200-unit square (see paths.py). An icon that runs to the frame's edge is a
function of the frame (`Edge`), drawn anew for each affiliation as the standard does; the rest are
the same in every frame. Each icon's `code` is its six-digit entity code; an icon drawn only in
combination (motorised) has none. Combinations the standard names (mechanised = infantry + armour)
are in `compounds.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .frames import FRAMES, Frame
from .letters import word
from .paths import Mark, circle, line, oval, solid

Geometry = Callable[[str], tuple[Mark, ...]]  # affiliation -> the icon's marks


@dataclass(frozen=True)
class Icon:
    name: str
    code: str | None
    words: str  # what it is, for the catalogue and the docs
    geometry: Geometry
    aliases: tuple[str, ...] = ()


def fixed(*marks: Mark | str) -> Geometry:
    """The same marks in every frame (a bare string is a stroked line)."""
    shapes = tuple(line(m) if isinstance(m, str) else m for m in marks)
    return lambda affiliation: shapes


def edge(build: Callable[[Frame], str]) -> Geometry:
    """A line that reaches the frame, worked out from each frame's edges."""
    return lambda affiliation: (line(build(FRAMES[affiliation])),)


def per_frame(paths: dict[str, str]) -> Geometry:
    """A line the standard draws differently in each frame, written out for each."""
    return lambda affiliation: (line(paths[affiliation]),)


def together(*parts: Geometry) -> Geometry:
    """The marks of several geometries, in order."""
    return lambda affiliation: tuple(m for part in parts for m in part(affiliation))


def words(text: str, height: float = 30.0, y: float = 100.0) -> Geometry:
    return fixed(*word(text, (100.0, y), height))


def _wave(left: float, right: float, y: float, humps: int = 8, depth: float = 10.0) -> str:
    """A wave across the frame: half-waves alternately above and below y."""
    step = (right - left) / humps
    parts = [f"M{left:g},{y - depth:g}"]
    for i in range(humps):
        x0, x1 = left + i * step, left + (i + 1) * step
        y0, y1 = (y - depth, y + depth) if i % 2 == 0 else (y + depth, y - depth)
        parts.append(f"C{x0 + step / 2:.2f},{y0:g} {x0 + step / 2:.2f},{y1:g} {x1:.2f},{y1:g}")
    return " ".join(parts)


MEDICAL = edge(lambda f: "M100,{0} L100,{1} M{2},100 L{3},100".format(f.top, f.bottom, *f.sides[100]))
ARMOUR = "M75,80 L125,80 C150,80 150,120 125,120 L75,120 C50,120 50,80 75,80 Z"
TRIANGLE = "M100,80 L75,120 L125,120 Z"

ICONS = (
    # manoeuvre
    Icon("infantry", "121100", "infantry", edge(lambda f: "M{0},{1} L{2},{3} M{0},{3} L{2},{1}".format(*f.inner))),
    Icon("armour", "120500", "armour, tanks; tracked or self-propelled with another icon", fixed(ARMOUR),
         ("armor", "tank", "tanks", "armoured", "armored", "tracked", "self-propelled")),
    Icon("reconnaissance", "121300", "reconnaissance, cavalry, scouts",
         edge(lambda f: "M{0},{3} L{2},{1}".format(*f.inner)), ("cavalry", "recon", "scout", "scouts")),
    Icon("motorised", None, "motorised (with another icon)", edge(lambda f: f"M100,{f.top} L100,{f.bottom}"),
         ("motorized", "motor")),
    Icon("anti-tank", "120400", "anti-tank, anti-armour", per_frame({
        "friend": "M25,150 L100,52 L175,150", "hostile": "M60,132 L100,30 L140,132",
        "neutral": "M45,155 L100,47 L155,155", "unknown": "M55,135 L100,33 L145,135"}),
        ("antitank", "anti-armour", "anti-armor")),
    Icon("air-assault", "120100", "air assault with organic lift", edge(
        lambda f: "M{0},120 L90,120 L100,130 L110,120 L{1},120".format(*f.sides[120])), ("air-mobile", "airmobile")),
    Icon("amphibious", "120300", "amphibious", edge(lambda f: _wave(*f.sides[100], 100))),
    Icon("combined-arms", "121000", "combined arms",
         fixed("M70,80 L130,120 M130,80 L70,120", ARMOUR)),
    Icon("special-forces", "121700", "special forces", words("SF")),
    Icon("special-operations", "121800", "special operations forces", words("SOF"), ("sof",)),
    Icon("ranger", "122000", "rangers", words("RGR"), ("rangers",)),
    Icon("sniper", "121500", "snipers", fixed("M60,85 L90,85 M110,85 L140,85 M100,90 L100,115")),
    Icon("observer", "121200", "observers", fixed(TRIANGLE)),
    Icon("surveillance", "121600", "surveillance", fixed(solid(TRIANGLE))),
    Icon("combat", "120900", "combat", words("CBT")),
    Icon("aviation", "120600", "army aviation, rotary wing", fixed(solid(
        "M60,85 L100,100 L140,85 L140,115 L100,100 L60,115 Z")), ("rotary-wing", "helicopter", "helicopters")),
    Icon("fixed-wing", "120800", "aviation, fixed wing", fixed(solid(
        "M100,100 L130,88 C145,88 145,112 130,112 L100,100 L70,112 C55,112 55,88 70,88 Z")),
         ("aeroplane", "airplane")),
    Icon("unmanned-aerial", "121900", "unmanned aerial systems", fixed(solid(
        "M60,84 L100,104 L140,84 L140,92 L100,117 L60,92 Z")), ("uav", "drone", "drones", "uas")),
    # fires
    Icon("artillery", "130300", "field artillery", fixed(solid(circle(100, 100, 15))), ("field-artillery", "guns")),
    Icon("mortar", "130800", "mortars", fixed(circle(100, 115, 5), "M100,110 L100,81 M90,90 L100,80 L110,90"),
         ("mortars",)),
    Icon("missile", "130700", "missiles", fixed("M90,120 L90,90 C90,80 110,80 110,90 L110,120 M100,120 L100,80"),
         ("missiles",)),
    Icon("air-defence", "130100", "air defence", per_frame({
        "friend": "M25,150 C25,110 175,110 175,150", "hostile": "M70,140 C70,115 130,115 130,140",
        "neutral": "M45,155 C45,115 155,115 155,155", "unknown": "M55,135 C65,115 135,115 145,135"}),
        ("air-defense", "anti-aircraft", "anti-air", "flak")),
    Icon("artillery-observer", "130400", "field artillery observers", fixed(
        solid(circle(100, 108, 5)), "M80,120 L100,80 L120,120 Z"), ("forward-observer",)),
    Icon("survey", "130900", "artillery survey", fixed("M85,120 L100,105 L115,120 M100,105 L100,80 L120,92.5 Z")),
    Icon("meteorological", "130600", "meteorological", words("MET")),
    Icon("fire-support", "130500", "joint fire support", words("JFS")),
    # protection
    Icon("engineer", "140700", "engineers", fixed("M60,120 L60,80 L140,80 L140,120 M100,80 L100,110"),
         ("engineers", "pioneer", "pioneers", "sapper", "sappers")),
    Icon("cbrn", "140100", "chemical, biological, radiological and nuclear defence", fixed(
        "M80,120 C80,100 90,88 130,85 M120,120 C120,100 110,88 70,85",
        solid(circle(75, 88, 6)), solid(circle(125, 88, 6))), ("chemical", "nbc", "cbrn-defence")),
    Icon("military-police", "141200", "military police", words("MP"), ("mp", "police")),
    Icon("security", "141700", "security", words("SEC")),
    Icon("explosive-ordnance-disposal", "140800", "explosive ordnance disposal", words("EOD"), ("eod",)),
    Icon("mine", "141300", "mines",
         fixed(solid(oval(80, 90, 120, 110)), "M115,80 L85,120 M85,80 L115,120 M100,80 L100,120"),
         ("mines",)),
    Icon("fire-protection", "141000", "fire protection", fixed(solid(
        "M120,90 L115,95 L105,85 L110,80 L90,80 L95,85 L85,95 L80,90 L80,110 L85,105 L95,115 L90,120 L110,120 "
        "L105,115 L115,105 L120,110 Z")), ("fire-fighting", "firefighters")),
    Icon("topographic", "142100", "topographic, geospatial", fixed(
        "M85,105 C95,110 105,110 115,105 M100,90 L115,120 M85,120 L100,90 L100,80"), ("geospatial",)),
    Icon("dog", "140500", "dog units", words("DOG"), ("canine", "k9")),
    # command, control, intelligence
    Icon("signal", "111000", "signals, communications", per_frame({
        "friend": "M25,50 L100,110 L100,90 L175,150", "hostile": "M57,70 L100,110 L100,90 L143,130",
        "neutral": "M45,45 L100,110 L100,90 L155,155", "unknown": "M50,65 L100,110 L100,90 L150,135"}),
        ("signals", "communications")),
    Icon("radio", "110700", "radio", fixed(circle(100, 130, 10),
                                           "M100,120 L100,60 M70,70 L80,60 L90,70 L100,60 L110,70 L120,60 L130,70")),
    Icon("broadcast", "110100", "broadcast transmitter antenna", fixed("M80,60 L100,80 L120,60 M100,60 L100,140"),
         ("antenna",)),
    Icon("civil-affairs", "110200", "civil affairs", words("CA")),
    Icon("civil-military", "110300", "civil-military cooperation", fixed(
        "M60,80 L140,80 L140,100 C140,125 60,125 60,100 Z"), ("cimic",)),
    Icon("liaison", "110500", "liaison", words("LO")),
    Icon("psychological-operations", "110600", "psychological operations", fixed(solid(
        "M70,85 L110,85 L120,75 L120,125 L110,115 L70,115 Z"), "M120,85 L130,85 M120,95 L130,95 M120,105 L130,105 "
        "M120,115 L130,115"), ("psyop", "psyops")),
    Icon("information-operations", "110400", "information operations", words("IO")),
    Icon("military-intelligence", "151000", "military intelligence", words("MI"), ("intelligence", "mi")),
    Icon("electronic-warfare", "150500", "electronic warfare", words("EW"), ("ew",)),
    Icon("counterintelligence", "150200", "counterintelligence", words("CI")),
    Icon("interrogation", "150700", "interrogation", words("IPW")),
    Icon("analysis", "150100", "intelligence analysis", fixed("M100,120 L100,55 M100,145 L70,120 L130,120 Z")),
    # sustainment
    Icon("supply", "163400", "supply", edge(lambda f: "M{0},120 L{1},120".format(*f.sides[120])),
         ("supplies", "logistics")),
    Icon("transport", "163600", "transportation, motor transport", fixed(
        circle(100, 100, 20), "M100,80 L100,120 M81,90.5 L119,109.5 M81,109.5 L119,90.5"),
         ("transportation", "motor-transport")),
    Icon("maintenance", "161100", "maintenance", fixed(
        "M70,90 C80,90 80,110 70,110 M80,100 L120,100 M130,90 C120,90 120,110 130,110"), ("repair", "workshop")),
    Icon("medical", "161300", "medical", MEDICAL, ("medic", "medics", "ambulance")),
    Icon("medical-facility", "161400", "medical treatment facility, hospital",
         together(MEDICAL, fixed("M70,90 L70,110 M130,90 L130,110")), ("hospital",)),
    Icon("ammunition", "160400", "ammunition", fixed(
        "M90,117 L90,92 C90,77 110,77 110,92 L110,117 M85,117 L115,117"), ("ammo",)),
    Icon("petroleum", "162500", "petroleum, oil and lubricants", fixed("M100,119 L100,95 L85,81 L115,81 Z"),
         ("fuel", "pol")),
    Icon("water", "164700", "water", fixed("M65,90 L115,90 C125,90 135,100 135,110 M95,80 L115,80 M105,80 L105,90")),
    Icon("quartermaster", "162900", "quartermaster", fixed(
        "M115,95 C115,110 130,110 130,95 C130,80 115,80 115,95 Z M115,95 L70,95 L70,105 L80,105 L80,95")),
    Icon("ordnance", "162300", "ordnance", fixed(
        oval(80, 95.5, 120, 120.5), "M90,97 L83,83 M110,97 L117,83 M95,95 L90,81 M105,95 L110,81")),
    Icon("finance", "160700", "finance", fixed("M80,95 L90,85 L110,85 L120,95 Z M80,95 L80,115 L120,115 L120,95")),
    Icon("postal", "162700", "postal", fixed("M80,80 L110,80 C108.6,95.5 110,105 120,115 C100,115 80,95 80,80 Z")),
    Icon("mortuary", "161600", "mortuary affairs, graves registration", fixed(
        "M90,95 L110,95 M100,85 L100,115 M85,80 L115,80 L115,120 L85,120 Z"), ("graves-registration",)),
    Icon("administrative", "160100", "administration", words("ADM"), ("administration", "admin")),
    Icon("personnel", "162400", "personnel services", words("PS")),
    Icon("combat-service-support", "160600", "combat service support", words("CSS"), ("css",)),
    Icon("public-affairs", "162800", "public affairs", words("PA")),
    Icon("judge-advocate", "160800", "judge advocate general, legal", words("JAG"), ("legal",)),
    Icon("religious-support", "163100", "religious support, chaplains", words("REL"), ("chaplain", "chaplains")),
)
