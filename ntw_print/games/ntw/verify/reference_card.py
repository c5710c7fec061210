"""`reference-card.pdf`: the table kind reads its cards back against the spec; this re-derives from the
data what they must print: on each side's turn-sequence card the hexes each kind of unit moves, on its
hit-score card each terrain's protection and each status's STAT (each marked where the data marks it
designer) and the weapons DEF does not count against; each worked example's sum, term by term (ATK of
the tile for the mode, the terrain's TER, the target's DEF unless the weapon ignores it, the statuses'
STAT, END and the firing side's INT from the turn table), its score and its chance."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ....core.marks import MARK, marked
from ....core.numbers import signed
from ....kinds.readback import hold_value
from ....kinds.table.verify import read_back
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport
from ..render.reference_card import reference_spec
from ..rules.reference import movement_rows
from ..rules.summary import EXAMPLES, worked_examples

if TYPE_CHECKING:
    from ..loader import Game

IGNORED = "DEF does not count against the "  # the hit-score card's line on the weapons that ignore DEF
SUM = re.compile(r"(-?\d+)((?: [+-] \d+){5}) = (-?\d+)\.")
CHANCE = re.compile(r"\((\d+(?:\.\d+)?\s?%)\)")
TERMS = ("ATK", "TER", "DEF", "STAT", "END", "INT")


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    report.checked("table contents")
    cards = read_back(reference_spec(game), pdf, options, report)  # each card face read back
    rows = [(card.page, row) for card in cards for row in card.rows]
    moves = [(m.name, [("off_road", "off road", m.off_road), ("on_road", "road", m.on_road),
                       ("city_off_road", "city", m.city_off_road)], m.chosen) for m in movement_rows(game)]
    values = [(t.name, [("protection", "protection", t.protection)], set(t.designer)) for t in game.terrain.values()]
    values += [(s.name, [("modifier", "STAT", signed(s.modifier, "-"))], set(s.designer))
               for s in game.statuses.values()]
    for name, want, chosen in moves + values:
        found = [(number, row) for number, row in rows if row and row[0] == name]
        report.checked("rows")
        if len(found) != len(game.sides):
            report.fail("rows", f"{len(found)} cards carry a row for {name}, {len(game.sides)} should", pdf.pages[0].number)
        for number, row in found:
            for (field, label, value), got in zip(want, row[1:]):
                what = f"{name}, {label}"
                if value is None and got:  # the rules make no difference there: nothing is printed
                    report.fail("values", f"{what}: prints {got!r} where the rules give nothing", number)
                elif value is not None:
                    hold_value(report, "values", str(value), got, field in chosen, what, number)
    for page in pdf.pages:
        words = " ".join(t.text for t in page.texts)
        for line in re.findall(re.escape(IGNORED) + r"[^.]*\.", words):
            for weapon in (w for w in game.weapons.values() if w.ignores_defence):
                report.checked("designer marks")
                want = marked(weapon.name.lower(), "ignores_defence" in weapon.designer)
                if not re.search(re.escape(want) + f"(?!{MARK})", line):
                    report.fail("designer marks", f"the line on DEF should name {want!r}: {line!r}", page.number)
    check_examples(game, cards, report)


def expected_terms(game: Game, spec: dict) -> list[int]:
    """The signed terms of an example's sum, straight from the data."""
    unit, target, weapon = game.units[spec["attacker"]], game.units[spec["target"]], game.weapons[spec["weapon"]]
    armed = next(w for w in unit.weapons if w.weapon == spec["weapon"])
    row = next(r for r in game.turns.turns if r.turn == spec["turn"])
    return [armed.response if spec["mode"] == "response" else armed.attack, -game.terrain[spec["terrain"]].protection,
            0 if weapon.ignores_defence else -target.defence, sum(game.statuses[s].modifier for s in spec["statuses"]),
            row.endurance, row.intel[unit.side]]


def check_examples(game: Game, read: list, report: FileReport) -> None:
    """Each worked example the data still gives, on a card per side (`read`: the kind's card faces read
    back): its terms, score and chance."""
    chances = {e.label: e.chance for e in worked_examples(game)}
    cards = [(card.page, card.words.replace("\u2212", "-")) for card in read]
    for label, spec in ((label, spec) for label, spec in EXAMPLES if label in chances):
        unit, terms = game.units[spec["attacker"]], expected_terms(game, spec)
        key = f"Turn {spec['turn']}: {game.sides[unit.side].name} {unit.name.lower()}"
        found = [(number, words[words.find(key):][:400]) for number, words in cards if key in words]
        report.checked("example")
        if len(found) != len(game.sides):
            report.fail("example", f"the {label.lower()} example ({key} ...) is printed on {len(found)} cards")
        for number, passage in found:
            total, chance = SUM.search(passage), CHANCE.search(passage)
            printed = re.findall(r"-?\d+", total.group(0).replace("- ", "-").replace("+ ", "")) if total else []
            for i, (name, want) in enumerate(zip((*TERMS, "hit score"), (*terms, sum(terms)))):
                report.compare_number("example", str(want), str(int(printed[i])) if i < len(printed) else "",
                                      f"{label} example: {name}", number, None)
            report.compare_number("example", chances[label].replace(" ", ""), chance.group(1).replace(" ", "")
                                  if chance else "", f"{label} example: chance", number, None)
