"""Sector modifiers: a small mark in the frame's upper band (sector 1: what the unit does or has) or
lower band (sector 2: how it moves, where it fights), combined with any icon.

Codes are APP-6(D)'s two-digit modifier codes for land units (symbol set 10); a modifier without a
code (militia) is ntw-print's own and cannot be written as a SIDC.
"""

from __future__ import annotations

from dataclasses import dataclass

from .frames import FRAMES
from .icons import Geometry, fixed, words
from .paths import Mark, circle, line, solid


@dataclass(frozen=True)
class Modifier:
    name: str
    sector: int  # 1: the upper band, 2: the lower
    code: str | None
    words: str
    geometry: Geometry
    aliases: tuple[str, ...] = ()


def _headquarters_element(affiliation: str) -> tuple[Mark, ...]:
    left, right = FRAMES[affiliation].sides[80]
    return (line(f"M{left},80 L{right},80"),)


def upper(text: str) -> Geometry:
    return words(text, 14.0, 67.0)


def lower(text: str) -> Geometry:
    return words(text, 14.0, 133.0)


MODIFIERS = (
    Modifier("multiple-rocket", 1, "41", "multiple rocket launcher",
             fixed("M85,75 L100,60 L115,75 M85,67 L100,52 L115,67"), ("mlrs", "rocket-launcher")),
    Modifier("single-rocket", 1, "59", "single rocket launcher", fixed("M85,75 L100,60 L115,75")),
    Modifier("radar", 1, "50", "radar",
             fixed("M85,55 C85.1,76.4 96.7,79.6 110,80 M116,55 L101,67.5 L101,55 L86.6,66.9")),
    Modifier("bridging", 1, "06", "bridging", fixed("M80,80 L85,75 L115,75 L120,80 M80,60 L85,65 L115,65 L120,60"),
             ("bridge",)),
    Modifier("border", 1, "05", "border", upper("BOR")),
    Modifier("militia", 1, None, "militia (ntw-print's: APP-6 has none)", upper("MIL")),
    Modifier("headquarters-element", 1, "98", "headquarters element", _headquarters_element, ("hq-element",)),
    Modifier("independent-command", 1, "93", "independent command",
             fixed("M111.8,59.2 L111.8,75 M103.9,67.1 L119.7,67.1 M88.2,59.2 L88.2,75 M80.3,67.1 L96.1,67.1")),
    Modifier("medevac", 1, "75", "medical evacuation", fixed(solid(
        "M95.5,80 L104.5,80 L104.5,71 L113.5,71 L113.5,62 L104.5,62 L104.5,53 L95.5,53 L95.5,62 L86.5,62 L86.5,71 "
        "L95.5,71 Z"))),
    Modifier("airborne", 2, "01", "airborne, parachute",
             fixed("M75,140 C75,125 100,125 100,140 C100,125 125,125 125,140"),
             ("parachute", "paratroops", "para")),
    Modifier("arctic", 2, "02", "arctic", fixed("M115,125 C125,125 125,135 115,135 L85,135 C75,135 75,125 85,125")),
    Modifier("bicycle", 2, "04", "bicycle equipped", fixed(circle(100, 132, 11)), ("bicycles", "cyclist")),
    Modifier("mountain", 2, "27", "mountain", fixed(solid("M90,140 L100,120 L110,140 Z")), ("alpine",)),
    Modifier("pack-animal", 2, "31", "pack animals", fixed("M84,140 L93,125 L100,140 L107,125 L116,140"),
             ("pack-animals", "mule")),
    Modifier("railway", 2, "36", "railway", fixed("M60,120 L140,120", circle(65, 125, 5), circle(75, 125, 5),
                                                  circle(125, 125, 5), circle(135, 125, 5)), ("railroad", "rail")),
    Modifier("riverine", 2, "40", "riverine", fixed("M80,125 C80,135 120,135 120,125 Z")),
    Modifier("ski", 2, "42", "ski", fixed("M95,145 L86,137 M114,137 L105,145 M90,121 L110,141 M110,121 L90,141"),
             ("skis",)),
    Modifier("towed", 2, "47", "towed", fixed("M70,120 L130,120", circle(65, 120, 5), circle(135, 120, 5))),
    Modifier("wheeled", 2, "51", "wheeled", fixed(circle(70, 130, 7), circle(100, 130, 7), circle(130, 130, 7)),
             ("wheels",)),
    Modifier("recovery", 2, "38", "recovery",
             fixed("M75,125 C83,125 83,141 75,141 M83,133 L118,133 M126,125 C118,125 118,141 126,141")),
    Modifier("launcher", 2, "21", "launcher", fixed("M80,140 L115,120 L120,140")),
    Modifier("heavy", 2, "15", "heavy", lower("H")),
    Modifier("medium", 2, "24", "medium", lower("M")),
    Modifier("light", 2, "19", "light", lower("L")),
)
