"""The rules summary cards in `reference-card.pdf`: every panel heading and every line of the summary
is printed on a card per side, and each worked example's sum is re-derived term by term from the data (ATK of the
tile for the mode, the terrain's TER, the target's DEF unless the weapon ignores it, the statuses'
STAT, END and the firing side's INT from the turn table), and compared with what is printed; the
chance is compared with the rules module's."""

from __future__ import annotations

import re

from ..rules.summary import EXAMPLES, summary_faces, worked_examples
from ....print.readback.pdfread import PageRead, PdfRead
from ....print.readback.piece_marks import cell_at
from ....print.readback.report import FileReport

MINUS = "\u2212"
SUM = re.compile(r"(-?\d+)((?: [+-] \d+){5}) = (-?\d+)\.")
CHANCE = re.compile(r"\((\d+(?:\.\d+)?\s?%)\)")
TERMS = ("ATK", "TER", "DEF", "STAT", "END", "INT")


def expected_terms(game, spec: dict) -> list[int]:
    """The signed terms of an example's sum, straight from the data."""
    unit, target = game.units[spec["attacker"]], game.units[spec["target"]]
    weapon = game.weapons[spec["weapon"]]
    armed = next(w for w in unit.weapons if w.weapon == spec["weapon"])
    row = next(r for r in game.turns.turns if r.turn == spec["turn"])
    return [armed.response if spec["mode"] == "response" else armed.attack,
            -game.terrain[spec["terrain"]].protection,
            0 if weapon.ignores_defence else -target.defence,
            sum(game.statuses[s].modifier for s in spec["statuses"]),
            row.endurance, row.intel[unit.side]]


def _card_texts(page: PageRead) -> list[str]:
    """The words of each card on the page, line by line, in reading order."""
    cards: dict[tuple, list] = {}
    for run in page.texts:
        box = cell_at(page, run.centre)
        if box is not None:
            cards.setdefault((round(box.x, 1), round(box.y, 1)), []).append(run)
    return [" ".join(t.text for t in sorted(runs, key=lambda t: (-round(t.y, 1), t.x)))
            .replace("\u00a0", " ").replace(MINUS, "-") for runs in cards.values()]


def check(game, pdf: PdfRead, report: FileReport) -> None:
    faces = summary_faces(game)
    if faces is None:
        return
    cards = [(page.number, words) for page in pdf.pages for words in _card_texts(page)]
    for title, panels in faces:
        holding = [words for _, words in cards if title in words]
        report.compare_number("summary", str(len(game.sides)), str(len(holding)), f"cards headed {title}",
                              pdf.pages[0].number, None)
        for panel in panels:
            for words in holding:
                report.checked("summary")
                if panel.title.upper() not in words and panel.title not in words:
                    report.fail("summary", f"a card headed {title} lacks the panel '{panel.title}'")
                for line in panel.lines:
                    report.checked("summary")
                    if " ".join(line.split()).replace(MINUS, "-") not in words:
                        report.fail("summary", f"a card headed {title} lacks the words '{line}'")
    chances = {e.label: e.chance for e in worked_examples(game)}
    for label, spec in EXAMPLES:
        if label not in chances:
            continue
        unit = game.units[spec["attacker"]]
        key = f"Turn {spec['turn']}: {game.sides[unit.side].name} {unit.name.lower()}"
        found = [(number, words[words.find(key):]) for number, words in cards if key in words]
        if not found:
            report.fail("example", f"the {label.lower()} example ({key} ...) is printed on no card")
        for number, passage in found:
            _compare_example(expected_terms(game, spec), chances[label], passage, label, number, report)


def _compare_example(terms: list[int], chance: str, passage: str, label: str, page: int, report: FileReport) -> None:
    match = SUM.search(passage[:400])
    printed: list[str] = []
    if match:
        printed = [match.group(1)] + [f"{sign}{value}".replace("+", "") for sign, value in
                                      re.findall(r" ([+-]) (\d+)", match.group(2))]
    for i, (name, want) in enumerate(zip(TERMS, terms)):
        got = str(int(printed[i])) if i < len(printed) else ""
        report.compare_number("example", str(want), got, f"{label} example: {name}", page, None)
    report.compare_number("example", str(sum(terms)), match.group(3) if match else "",
                          f"{label} example: hit score", page, None)
    found = CHANCE.search(passage[:400])
    report.compare_number("example", chance.replace(" ", ""), found.group(1).replace(" ", "") if found else "",
                          f"{label} example: chance", page, None)
