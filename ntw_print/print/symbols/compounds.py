"""Combinations the standard names, each as the code a designer would otherwise write.

`mechanised` is infantry with armour's track inside it (APP-6(D) 121102); a compound with an
entity code is also how a SIDC of that entity is drawn. A compound may bring a modifier too
(`rocket-artillery` is artillery with the multiple rocket launcher above it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Compound:
    name: str
    makeup: str  # icons joined by +, then /modifiers
    code: str | None  # the entity code of the icons together, when the standard has one
    aliases: tuple[str, ...] = ()


COMPOUNDS = (
    Compound("mechanised", "infantry+armour", "121102",
             ("mechanized", "mechanised-infantry", "mechanized-infantry", "armoured-infantry", "armored-infantry",
              "panzergrenadier")),
    Compound("motorised-infantry", "infantry+motorised", "121104", ("motorized-infantry",)),
    Compound("marines", "infantry+amphibious", "121101", ("marine", "amphibious-infantry", "naval-infantry")),
    Compound("armoured-reconnaissance", "reconnaissance+armour", "120501",
             ("armored-reconnaissance", "armoured-cavalry", "armored-cavalry")),
    Compound("motorised-reconnaissance", "reconnaissance+motorised", "121303",
             ("motorized-reconnaissance", "motorised-cavalry", "motorized-cavalry")),
    Compound("amphibious-armour", "armour+amphibious", "120502", ("amphibious-armor",)),
    Compound("armoured-anti-tank", "anti-tank+armour", "120401", ("armored-anti-tank", "tank-destroyer")),
    Compound("motorised-anti-tank", "anti-tank+motorised", "120402", ("motorized-anti-tank",)),
    Compound("self-propelled-artillery", "artillery+armour", "130301", ("sp-artillery",)),
    Compound("tracked-mortar", "mortar+armour", "130801", ("armoured-mortar", "armored-mortar")),
    Compound("mechanised-engineer", "engineer+armour", "140701", ("mechanized-engineer", "armoured-engineer")),
    Compound("motorised-engineer", "engineer+motorised", "140702", ("motorized-engineer",)),
    Compound("air-defence-missile", "air-defence+missile", "130102", ("air-defense-missile", "sam")),
    Compound("rocket-artillery", "artillery/multiple-rocket", None, ("rocket", "rockets", "multiple-rocket-artillery")),
    Compound("airborne-infantry", "infantry/airborne", None, ("parachute-infantry", "paratroopers")),
    Compound("mountain-infantry", "infantry/mountain", None, ("alpine-infantry",)),
    Compound("border-guard", "infantry/border", None, ("border-infantry", "border-guards")),
    Compound("militia-infantry", "infantry/militia", None),
)
