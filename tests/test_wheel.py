"""The hit-score wheel: a simulated player works the printed geometry for every combination the
data allows, and must read the hit score and chances the rules module gives."""

from __future__ import annotations

import itertools
import math

import pytest

from ntw_game import edit
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.sheet import PAPER_SIZES_MM, PRINTER_MARGIN_MM
from ntw_print.kinds.ruler.hexes import range_rule
from ntw_print.kinds.volvelle.adding import worked_out
from ntw_print.kinds.volvelle.assembly import sheet_pages, to_page
from ntw_print.kinds.volvelle.parts import part_items, parts_layout
from ntw_print.print.layout.placed_text import corners, overlaps
from ntw_print.print.render.pdf import measure
from ntw_print.games.ntw.layout.wheel import hit_score_wheel_sheet, wheel_spec
from wheel_hand import PrintedWheel
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.combat import MODES, Shot, hit_chances, scale_values, sniper, status_total
from ntw_print.core.numbers import percent
from ntw_print.games.ntw.rules.turns import endurance, intel
from ntw_print.games.ntw.rules.wheel import TERMS, hit_score_wheel, sniper_attacks, status_choices

MINUS = "\u2212"


@pytest.fixture(scope="module")
def layout(game):
    return parts_layout(wheel_spec(game), measure)


class Player:
    """A player holding the printed wheel: sets each term by what the shot is (a turn, a weapon, the
    target's statuses...), on the one mark of the term's rings that answers it."""

    def __init__(self, game, layout):
        wheel = hit_score_wheel(game)
        self.hand = PrintedWheel(wheel_spec(game), layout)
        self.marks: dict[tuple, list[tuple[str, int]]] = {}
        for term in TERMS:
            for ring in wheel.term_rings(term):
                for mark in ring.marks:
                    for choice in mark.choices:
                        self.marks.setdefault((term, choice), []).append((ring.key, mark.value))

    def settings(self, choices: dict) -> list[tuple[str, int]]:
        """(band, value) of the one mark answering each term's choice (an error unless exactly one)."""
        return [setting for term in TERMS for (setting,) in [self.marks[(term, choices[term])]]]

    def turn(self, choices: dict) -> float:
        return self.hand.turn(self.settings(choices))

    def read(self, arm: float) -> dict:
        return self.hand.read(arm)

    def use(self, choices: dict) -> dict:
        return self.hand.use(self.settings(choices))


def printed(game, layout) -> Player:
    """The wheel as a player holds it: every angle read back from the volvelle's geometry."""
    return Player(game, layout)


def every_choice(game) -> dict[str, list]:
    """Every input a player can set, for each term, with what the rules make of it."""
    values = scale_values(game)
    return {
        "turn": [("turn", side, row.turn) for side in game.sides for row in game.turns.turns],
        "attack": [("attack", v) for v in values.attack]
                  + [("sniper", mode, attack) for mode, attack in sniper_attacks(game)],
        "status": [("status", combo) for combos in status_choices(game).values() for combo in combos],
        "terrain": [("terrain", v) for v in values.terrain],
        "defence": [("defence", v) for v in values.defence],
    }


def term_values(game, options: dict[str, list]) -> dict[tuple, dict[str, int]]:
    """What the rules module makes of each single choice: the Shot fields it fills."""
    bonus = sniper(game).bonus
    found: dict[tuple, dict[str, int]] = {}
    for _, side, turn in options["turn"]:
        found[("turn", side, turn)] = {"endurance": endurance(game, turn), "intel": intel(game, side, turn)}
    for choice in options["attack"]:
        found[choice] = {"attack": choice[-1], "bonus": bonus if choice[0] == "sniper" else 0}
    for choice in options["status"]:
        found[choice] = {"status": status_total(game, choice[1])}
    for choice in options["terrain"]:
        found[choice] = {"terrain": choice[1]}
    for choice in options["defence"]:
        found[choice] = {"defence": choice[1]}
    return found


def expected_words(game, shot: Shot) -> dict[str, tuple[str, ...]]:
    chances = hit_chances(game, shot, "assault-rifle")
    return {"score": (str(shot.score).replace("-", MINUS),),
            "chance-1": (percent(chances.per_die),),
            f"chance-{chances.dice}": (percent(chances.at_least_one),)}


def test_the_rulebook_examples_on_the_printed_wheel(game, layout):
    hand = printed(game, layout)
    example_b = {"turn": ("turn", "red", 7), "attack": ("attack", 12), "status": ("status", ()),
                 "terrain": ("terrain", 0), "defence": ("defence", 0)}
    response = {"turn": ("turn", "blue", 7), "attack": ("attack", 3), "status": ("status", ("in-motion",)),
                "terrain": ("terrain", 0), "defence": ("defence", 1)}
    assert hand.use(example_b)["score"] == ("18",)
    assert hand.use(response) == {"score": ("4",), "chance-1": ("20%",), "chance-4": ("59%",)}


def test_every_combination_reads_the_rules_hit_score(game, layout):
    """Angles come from the printed ticks, pointer tips and window outline; the answer from combat."""
    hand = printed(game, layout)
    options = every_choice(game)
    fields = term_values(game, options)
    seen_windows: dict[float, object] = {}
    expected: dict[int, dict] = {}
    count = 0
    for combo in itertools.product(*(options[t] for t in TERMS)):
        choices = dict(zip(TERMS, combo))
        arm = hand.turn(choices)
        key = round(arm % 360, 6) % 360
        if key not in seen_windows:  # the same turn of the arm shows the same window
            seen_windows[key] = hand.read(arm)
        shot = Shot(**{k: v for c in combo for k, v in fields[c].items()})
        if shot.score not in expected:
            expected[shot.score] = expected_words(game, shot)
        assert seen_windows[key] == expected[shot.score], choices
        count += 1
    assert count == 24 * 10 * 16 * 6 * 4
    assert len(seen_windows) == len(hit_score_wheel(game).ring("score").marks)


def test_rings_carry_exactly_the_values_the_data_gives(game):
    wheel = hit_score_wheel(game)
    values = scale_values(game)
    snipers = set(sniper_attacks(game).values())
    assert [m.value for m in wheel.ring("attack").marks] == sorted(set(values.attack) | snipers)
    assert [m.value for m in wheel.ring("status").marks] == list(values.status)
    assert [m.value for m in wheel.ring("terrain").marks] == list(values.terrain)
    assert [m.value for m in wheel.ring("defence").marks] == list(values.defence)
    printed = [m.value for m in wheel.ring("score").marks]
    assert set(values.scores) <= set(printed)  # every reachable score, and every sum the rings allow
    assert (printed[0], printed[-1]) == (3 - 18 - 6 - 5 - 2, 14 + 3 + 12)
    turns = {c for key in ("turn-red", "turn-blue") for m in wheel.ring(key).marks for c in m.choices}
    assert turns == {("turn", s, r.turn) for s in game.sides for r in game.turns.turns}
    # turn 7 is the rulebook's, the other turns this set's (marked), so the span breaks around it
    assert wheel.ring("turn-blue").mark_for(("turn", "blue", 7)).lines == ("2\u25ca", "4\u20136\u25ca", "7", "8\u25ca")
    assert wheel.ring("attack").mark_for(("sniper", MODES[0], 5)).lines == ("10", "sniper\u25ca")


def test_no_score_shares_a_place_on_the_score_ring(game):
    spec = worked_out(wheel_spec(game))
    (ring,) = [b for b in spec.discs[0].bands if b.name == "score"]
    places = [m.at for m in ring.marks]
    assert len(set(places)) == len(places)
    assert spec.steps >= len(ring.marks) + 2


def test_label_boxes_detect_overlap():
    square = [(0, 0), (2, 0), (2, 2), (0, 2)]
    assert overlaps(square, [(1, 1), (3, 1), (3, 3), (1, 3)])
    assert not overlaps(square, [(2.5, 0), (4, 0), (4, 2), (2.5, 2)])
    diamond = [(3.2, 1), (4.2, 2), (3.2, 3), (2.2, 2)]  # near the corner, outside it
    assert not overlaps(square, diamond)


def test_no_two_labels_on_one_part_overlap(layout):
    """Label extents from the font's widths: no two boxes on a part overlap, and boxes of two
    different marks keep a clear gap (checked here with the boxes grown by 0.25 mm each side)."""
    for part in layout.parts.values():
        items = part_items(part, measure)
        assert items or part.key == "arm"  # the arm's captions are not checked against each other
        found = [(a.name, b.name) for a, b in itertools.combinations(items, 2)
                 if overlaps(a.outline, b.outline)
                 or (a.group != b.group and overlaps(grown(a.outline, 0.25), grown(b.outline, 0.25)))]
        assert found == [], part.key


def grown(outline, by):
    """A text box (4 corners, a rectangle) grown by ``by`` mm on every side; other shapes as they are."""
    if len(outline) != 4:
        return outline
    (x0, y0), (x1, y1), _, (x3, y3) = outline
    ux, uy = x1 - x0, y1 - y0
    vx, vy = x3 - x0, y3 - y0
    lu, lv = math.hypot(ux, uy) or 1, math.hypot(vx, vy) or 1
    ux, uy, vx, vy = ux / lu * by, uy / lu * by, vx / lv * by, vy / lv * by
    return [(x0 - ux - vx, y0 - uy - vy), (x1 + ux - vx, y1 + uy - vy),
            (outline[2][0] + ux + vx, outline[2][1] + uy + vy), (x3 - ux + vx, y3 - uy + vy)]


def test_labels_stay_inside_their_ring(layout):
    for part in layout.parts.values():
        for ring in part.rings:
            for mark in ring.marks:
                for text in mark.texts:
                    radii = [math.hypot(x, y) for x, y in corners(text, measure)]
                    assert ring.inner - 1e-6 <= min(radii) and max(radii) <= ring.outer + 1e-6, (ring.key, text.text)


def test_each_disc_is_as_large_as_the_ring_below_it_begins(layout):
    base_turn_inner = min(r.inner for r in layout.parts["base"].rings if r.key.startswith("turn"))
    assert layout.radii["disc 1"] == pytest.approx(base_turn_inner)
    for k in range(1, 4):
        (ring,) = layout.parts[f"disc {k}"].rings
        assert layout.radii[f"disc {k + 1}"] == pytest.approx(ring.inner)
    for k in range(1, 5):  # each pointer's tip is on its disc's rim
        tip = layout.parts[f"disc {k}"].pointer.tip
        assert math.hypot(*tip) == pytest.approx(layout.radii[f"disc {k}"])


def test_the_windows_sit_over_the_rings_they_show(game, layout):
    small, large = layout.parts["arm"].windows
    (defence,) = layout.parts["disc 4"].rings
    radii = [math.hypot(*p) for p in small.outline]
    assert defence.inner <= min(radii) and max(radii) <= layout.radii["disc 4"]
    window_rings = [r for r in layout.parts["base"].rings if r.key in {r.key for r in hit_score_wheel(game).term_rings(None)}]
    radii = [math.hypot(*p) for p in large.outline]
    assert min(radii) >= layout.radii["disc 1"]  # nothing but the base shows through it
    assert min(r.inner for r in window_rings) <= min(radii) and max(radii) <= max(r.outer for r in window_rings)


def test_a_turn_table_change_reaches_the_wheel(game_copy):
    edit(game_copy / "turns.yaml", "{turn: 1,  endurance: 4,  intel: {red: 8, blue: 0}",
         "{turn: 1,  endurance: 5,  intel: {red: 8, blue: 0}")
    changed = load_game(game_copy)
    wheel = hit_score_wheel(changed)
    assert wheel.ring("turn-red").mark_for(("turn", "red", 1)).value == 13
    assert wheel.ring("turn-blue").mark_for(("turn", "blue", 1)).value == 5
    hand = printed(changed, parts_layout(wheel_spec(changed), measure))
    choices = {"turn": ("turn", "red", 1), "attack": ("attack", 14), "status": ("status", ("under-fire", "cut-off")),
               "terrain": ("terrain", 0), "defence": ("defence", 1)}
    assert hand.use(choices)["score"] == ("29",)  # 14 - 0 - 1 + 3 + 5 + 8


def test_a_status_change_reaches_the_wheel(game_copy):
    edit(game_copy / "statuses.yaml", "    modifier: 1\n", "    modifier: 3\n")
    changed = load_game(game_copy)
    ring = hit_score_wheel(changed).ring("status")
    assert ring.mark_for(("status", ("under-fire",))).lines[0] == "+3"
    assert printed(changed, parts_layout(wheel_spec(changed), measure))


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_every_part_fits_the_printable_area(game, layout, paper):
    spec = wheel_spec(game)
    rule = range_rule(spec.rule, measure)
    pages = sheet_pages(spec, layout, rule, paper)
    width, height = PAPER_SIZES_MM[paper]
    placed = sorted(p.part for page in pages for p in page.placements)
    assert placed == sorted(["base", "disc 1", "disc 2", "disc 3", "disc 4", "arm", "rule"])
    for page in pages:
        assert (page.width, page.height) == (width, height)
        for placement in page.placements:
            outline = rule.outline if placement.part == "rule" else layout.parts[placement.part].outline
            for x, y in to_page(outline, placement):
                assert PRINTER_MARGIN_MM <= x <= width - PRINTER_MARGIN_MM
                assert PRINTER_MARGIN_MM <= y <= height - PRINTER_MARGIN_MM


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_sheet_is_printed_at_paper_size(game, paper, tmp_path):
    from pypdf import PdfReader

    from ntw_print.print.render.pdf import render_pages

    pages = hit_score_wheel_sheet(game, BuildOptions(paper=paper))
    target = tmp_path / "wheel.pdf"
    render_pages(pages, target, "wheel")
    reader = PdfReader(target)
    assert len(reader.pages) == 3
    width, height = PAPER_SIZES_MM[paper]
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(width / 25.4 * 72, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(height / 25.4 * 72, abs=0.01)
    words = " ".join(page.extract_text() for page in reader.pages)
    for expected in ("HIT SCORE CALCULATOR", "AR 10", "CAN 16", "unlimited", "CUT OUT", "sniper"):
        assert expected in words


def test_same_data_gives_the_same_bytes(game, tmp_path):
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.games.ntw.render.turn_recorder import turn_recorder_sheet

    for name, sheet in (("wheel", hit_score_wheel_sheet), ("recorder", turn_recorder_sheet)):
        first, second = tmp_path / f"{name}-1.pdf", tmp_path / f"{name}-2.pdf"
        render_pages(sheet(game, BuildOptions()), first, name)
        render_pages(sheet(game, BuildOptions()), second, name)
        assert first.read_bytes() == second.read_bytes()


def test_a_tampered_ring_value_and_a_chance_are_caught(tmp_path_factory, tmp_path):
    """The volvelle kind reads each ring back against the rings the rules derive; the chances beside each
    score are worked out afresh from the dice."""
    from verify_corrupt import build_for_verify, damageable_copy, findings, replace_shown_text, rewrite_page

    folder = damageable_copy(build_for_verify(tmp_path_factory, ["hit-score-wheel"]), tmp_path)
    assert [f for f in findings(folder, "hit-score-wheel") if f.check != "manifest"] == []
    rewrite_page(folder / "hit-score-wheel.pdf", 1, replace_shown_text("12", "13"))  # an ATK on disc 2
    rewrite_page(folder / "hit-score-wheel.pdf", 0, replace_shown_text("45%", "46%"))
    found = [f for f in findings(folder, "hit-score-wheel") if f.check != "manifest"]
    assert any(f.check == "rings" and f.page == 2 and "ATK" in f.message and "'13'" in f.message for f in found)
    assert any(f.check == "chances" and f.page == 1 and "46%" in f.message for f in found)
