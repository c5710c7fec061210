"""An adding volvelle (tests/fixtures/kinds/shooting-wheel.yaml: a 2d6 roll plus skill less cover): the
kind works out where each mark and pointer stands from the values the YAML gives; a simulated player
turning the printed parts reads every sum in the window; the check reads the marks back there and
finds what changed; a band that does not add up is refused at its line."""

from __future__ import annotations

import itertools
import re

import pytest

from kinds_build import FIXTURES, check_damaged, copy_fixtures, write
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.source import load_spec
from ntw_print.kinds.volvelle.adding import totals, worked_out
from ntw_print.kinds.volvelle.parts import parts_layout
from ntw_print.kinds.volvelle.schema import VolvelleSheet
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.print.render.pdf import measure, render_pages
from verify_corrupt import replace_shown_text, rewrite_page
from wheel_hand import PrintedWheel

NAME = "shooting-wheel.yaml"


def load(folder=FIXTURES):
    return load_spec(folder / NAME, KINDS["volvelle"], Art(folder))


def build(out, options=BuildOptions()):
    spec = load()
    target = out / "shooting-wheel.pdf"
    render_pages(KINDS["volvelle"].pages(spec, options, None), target, spec.title)
    return spec, target


def test_marks_stand_a_step_per_unit_and_each_pointer_in_its_bands_widest_gap():
    spec = worked_out(load())
    assert totals(spec) == range(0, 16) and spec.steps == 24  # 16 totals and 2 spare steps fit the 24 asked
    base, skill, cover = spec.discs
    roll = next(b for b in base.bands if b.name == "roll")
    assert [m.at for m in roll.marks] == [15.0 * v for v in range(2, 13)]  # added: clockwise
    assert [m.at for m in cover.bands[0].marks] == [0.0, 345.0, 330.0]  # subtracted: anticlockwise
    # skill's marks fill steps 0-3: its pointer stands 10 steps into the 21 empty ones; cover's 11 into 22
    assert (skill.pointer.at, cover.pointer.at) == (195.0, 165.0)
    # the totals are set back by the pointers' places, 13 + 11 = 24 steps: a whole turn
    assert [m.at for m in base.bands[0].marks] == [15.0 * t for t in range(16)]
    assert worked_out(spec) == spec  # working it out again changes nothing


def test_a_player_turning_the_printed_parts_reads_every_sum():
    spec = load()
    hand = PrintedWheel(spec, parts_layout(spec, measure))
    for roll, skill, cover in itertools.product(range(2, 13), range(4), range(3)):
        total = roll + skill - cover
        read = hand.use([("roll", roll), ("skill", skill), ("cover", cover)])
        assert read == {"total": (str(total),), "result": ("hit" if total >= 8 else "miss",)}, (roll, skill, cover)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_built_wheel_passes_its_check_and_a_changed_total_is_found(tmp_path, paper):
    options = BuildOptions(paper=paper)
    spec, path = build(tmp_path / "built", options)
    report = FileReport(path.name)
    KINDS["volvelle"].check(spec, read_pdf(path), options, report)
    assert report.findings == []
    assert report.checks["pointers"] == 2 and report.numbers == 16 + 11 + 4 + 3
    found = check_damaged("volvelle", (spec, path), tmp_path, lambda p: rewrite_page(p, 0, replace_shown_text("12", "21")))
    assert any(re.search(r"total: the mark at 180\.0 degrees reads '21', the data gives '12'", f) for f in found), found


def as_plain(spec: VolvelleSheet) -> VolvelleSheet:
    """The same sheet as a plain volvelle: every mark and pointer at the angle the adding one works out."""
    spec = worked_out(spec)
    discs = [disc.model_copy(update={"bands": [band.model_copy(update={"adds": None}) for band in disc.bands]})
             for disc in spec.discs]
    return spec.model_copy(update={"discs": discs})


@pytest.mark.parametrize("plain", [False, True], ids=["adding", "plain"])
@pytest.mark.parametrize("first", ['["0", open]', "[cover]"], ids=["two marks", "a mark worded as the title"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_band_of_two_marks_is_found_beside_its_title_and_its_discs_pointer_label(tmp_path, plain, first, paper):
    """Cover's circle prints its two marks, its title and disc 2's pointer label; skill's mark '1' on disc 1,
    which stands at cover's 345 degrees round disc 2's pivot too (far out, alone on its circle), must not
    pass for the band."""
    folder = copy_fixtures(tmp_path)
    write(folder, NAME, '          - {value: 2, lines: ["2", heavy]}\n', "")
    write(folder, NAME, '{value: 0, lines: ["0", open]}', "{value: 0, lines: %s}" % first)
    for zero in ('          - {value: 0, lines: ["0"]}\n', "          - {value: 0, lines: [miss]}\n"):
        write(folder, NAME, zero, "")  # the totals now run from 1
    spec = load(folder)
    spec = as_plain(spec) if plain else spec
    options = BuildOptions(paper=paper)
    path = tmp_path / "wheel.pdf"
    render_pages(KINDS["volvelle"].pages(spec, options, None), path, spec.title)
    report = FileReport(path.name)
    KINDS["volvelle"].check(spec, read_pdf(path), options, report)
    assert [f.message for f in report.findings] == []
    assert report.checks["rings"] == 15 + 15 + 11 + 4 + 2


def test_a_game_reads_the_words_beside_each_total_where_the_total_reads_right(tmp_path):
    """What a game deriving the total bands' words would check afresh: beside each total, the result."""
    from ntw_print.kinds.volvelle.readback import beside_totals
    from ntw_print.kinds.volvelle.verify import read_back

    spec, path = build(tmp_path)
    rewrite_page(path, 0, replace_shown_text("15", "51"))  # the total 15 alone (the roll ends at 12)
    placed = read_back(spec, read_pdf(path), BuildOptions(), FileReport(path.name))
    read = [(total, band, words) for total, band, words, page, _ in beside_totals(spec, placed) if page == 1]
    assert read == [(t, "result", "hit" if t >= 8 else "miss") for t in range(15)]  # 15 reads 51: left to the kind


def test_the_tab_says_how_to_set_each_pointer_and_the_slot_before_its_own_steps():
    texts = [t.text for t in parts_layout(load(), measure).parts["base"].texts]
    assert texts[2:6] == ["Turn disc 1 until pointer 1 points at the roll of the two dice.",
                          "Turn disc 2 until pointer 2 points at the shooter's skill.",
                          "Swing the arm until its small window shows the target's cover, between the two arrows.",
                          "Read the total in the large window. 8 or more hits."]


def test_a_page_naming_assembly_without_notes_gets_the_kinds_made_from_the_parts_names():
    from ntw_print.kinds.volvelle.notes import assembly

    notes = [(p.text, p.size, p.bold) for p in assembly(load())]
    assert notes == [
        ("Putting the wheel together", 9.0, True),
        ("1  Cut out the base, the two discs and the arm on their solid lines. Cut out the two hatched windows of the "
         "arm. Gluing the sheets to thin card first makes a stiffer wheel.", 7.5, False),
        ("2  Pierce every part at its pivot cross.", 7.5, False),
        ("3  Stack them face up, largest first: base, disc 1, disc 2, arm on top.", 7.5, False),
        ("4  Push a split pin (paper fastener) through all four pivots from the front and open its legs behind the "
         "base, not too tight: every disc must turn on its own.", 7.5, False),  # no rule: no strip to cut out
        ("Solid line: cut. Hatched: cut out. Black tags: the steps printed on the base.", 6.5, False)]


@pytest.mark.parametrize("old, new, fault", [
    ('          - {value: 15, lines: ["15"]}\n', "",
     "shooting-wheel.yaml:18:11: discs[0].bands[0].marks: band 'total' lists every total the terms add up to, from 0 to 15, once each: "
     "it has no mark for the total 15"),
    ('          - {value: 15, lines: ["15"]}\n', '          - {value: 15, lines: ["15"]}\n          - {value: 3, lines: ["3"]}\n',
     "it has the total 3 twice"),
    ('          - {value: 3, lines: ["3", elite]}\n', '          - {value: 3, lines: ["3", elite]}\n          - {value: 2, lines: [x]}\n',
     "band 'skill' gives the value 2 twice: its marks would stand on one place"),
    ("      - {value: 0, lines: [\"0\", open]}", "      - {at: 0, lines: [\"0\", open]}",
     "on an adding volvelle every mark gives its `value`"),
    ('pointer: {label: "2",', 'pointer: {at: 90, label: "2",', "leave out the pointer's `at`"),
    ("badge: 3, shows: the target's cover}", "badge: 3}", "needs every pointer's `points_at` and the slot's `shows`"),
    ("        adds: total             # its marks", "        adds: plus             # its marks",
     "a band read through the window adds total"),
    ("        adds: minus", "        # no adds", "a band read by a pointer adds plus or minus"),
])
def test_a_band_that_does_not_add_up_is_refused_at_its_line(tmp_path, old, new, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, NAME, old, new)
    with pytest.raises(DataError) as error:
        load(folder)
    assert any(fault in str(f) for f in error.value.faults), [str(f) for f in error.value.faults]


def test_totals_too_many_for_the_windows_words_are_refused_at_the_band():
    """A roll of 1-100 needs 107 steps: "103" no longer fits a step at the smallest type."""
    sheet = load().model_dump(exclude_defaults=True) | {"steps": 24}
    sheet["discs"][0]["radius"] = "80mm"
    base = sheet["discs"][0]["bands"]
    base[2]["marks"] = [{"value": v, "lines": [str(v)]} for v in range(1, 101)]
    for band in base[:2]:
        band["marks"] = [{"value": t, "lines": [str(t) if band["name"] == "total" else "hit" if t >= 8 else "miss"]}
                         for t in range(-1, 104)]
    found = KINDS["volvelle"].problems(VolvelleSheet.model_validate(sheet))
    assert found == [(("discs", 0, "bands", 0), "the totals run from -1 to 103, which needs 107 steps round the wheel: "
                      "too many for the words of band 'total' at 5 pt (narrow the spread of the terms' values, or "
                      "give the bottom disc a larger radius)")]
