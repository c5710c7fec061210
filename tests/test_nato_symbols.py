"""NATO unit symbols by code (ntw_print/print/symbols/): reading codes, aliases and SIDCs, the faults a
wrong code gets, and the geometry of every icon in every frame."""

from __future__ import annotations

import pytest

from ntw_print.print.symbols import CodeError, parse
from ntw_print.print.symbols.codes import NAMES
from ntw_print.print.symbols.symbol import COMPOUND, ICON, MODIFIER
from ntw_print.print.symbols.echelons import ECHELONS
from ntw_print.print.symbols.frames import AFFILIATIONS, FRAMES
from ntw_print.print.symbols.geometry import extent, marks
from ntw_print.print.symbols.paths import bounds, segments
from ntw_print.print.symbols.sidc import from_sidc, to_sidc


@pytest.mark.parametrize("code, means", [
    ("nato:infantry", "nato:friend:infantry"),
    ("nato:armour+mechanised", "nato:friend:infantry+armour"),
    ("nato:mechanized", "nato:friend:infantry+armour"),
    ("nato:tank+infantry", "nato:friend:infantry+armour"),
    ("nato:artillery/self-propelled", "nato:friend:armour+artillery"),
    ("nato:friend:infantry:xx", "nato:friend:infantry:division"),
    ("nato:XX:Infantry:Friendly", "nato:friend:infantry:division"),
    ("nato:enemy:cavalry:iii:hq:tf:+", "nato:hostile:reconnaissance:regiment:hq:tf:reinforced"),
    ("nato:neutral:infantry/mountain:unfilled", "nato:neutral:infantry/mountain:unfilled"),
    ("nato:unknown:armor:#123abc", "nato:unknown:armour:#123abc"),
    ("nato:ink=#FFFFFF:infantry:unfilled", "nato:friend:infantry:unfilled:ink=#ffffff"),
    ("nato:rocket", "nato:friend:artillery/multiple-rocket"),
    ("nato:mountain/border", "nato:friend:border/mountain"),
    ("nato:10061000161211000000", "nato:hostile:infantry:battalion"),
    ("nato:10031000001211020027:unfilled", "nato:friend:infantry+armour/mountain:unfilled"),
])
def test_a_code_reads_as_one_symbol(code, means):
    assert parse(code).code == means


def test_the_usual_spellings_name_the_same_icon():
    for words in (("armour", "armor", "tank"), ("cavalry", "reconnaissance", "recon", "scout"),
                  ("mechanised", "mechanized", "armoured-infantry"), ("motorised", "motorized")):
        assert len({parse(f"nato:{w}").code for w in words}) == 1, words


@pytest.mark.parametrize("code, message", [
    ("nato:infantri", "'nato:infantri': no NATO symbol 'infantri' (did you mean 'infantry' or 'naval-infantry' or "
                      "'border-infantry'? `ntw-print symbols` prints every code)"),
    ("nato:armour:cavalary", "'nato:armour:cavalary': 'cavalary' is no part of a symbol (did you mean 'cavalry' or "
                             "'naval-infantry' or 'armored-cavalry'? `ntw-print symbols` prints every code)"),
    ("nato:infantry:armour", "'nato:infantry:armour': two units, 'infantry' and 'armour' (join icons with + and "
                             "modifiers with /)"),
    ("nato:friend:hostile:infantry", "'nato:friend:hostile:infantry': two affiliations (friend and hostile); give one"),
    ("nato:infantry/mountain/ski", "'nato:infantry/mountain/ski': two modifiers in sector 2 ('mountain' and 'ski'); "
                                   "a symbol has one below its icon"),
    ("nato:friend", "'nato:friend': no unit (expected a name such as 'infantry', or a 20-digit SIDC)"),
    ("nato:infantry::xx", "'nato:infantry::xx': an empty part between two ':'"),
    ("nato:10032500001211000000",
     "SIDC 10032500001211000000: symbol set 25 (ntw-print draws land units, symbol set 10)"),
    ("nato:10031000009999990000", "SIDC 10031000009999990000: entity 999999 is not among the icons ntw-print draws "
                                  "(`ntw-print symbols` lists them with their codes)"),
])
def test_a_wrong_code_says_what_was_expected(code, message):
    with pytest.raises(CodeError) as error:
        parse(code)
    assert str(error.value) == message


def test_there_are_sixty_main_icons_and_every_name_is_one_symbol():
    assert len(ICON) >= 60
    assert all(parse(f"nato:{name}") for name in NAMES)


def test_every_entity_and_modifier_code_round_trips_through_a_sidc():
    codes = [f"nato:{name}" for name, icon in ICON.items() if icon.code]
    codes += [f"nato:{name}" for name, compound in COMPOUND.items() if compound.code]
    codes += [f"nato:infantry/{name}" for name, modifier in MODIFIER.items() if modifier.code]
    codes += [f"nato:{a}:infantry:{e.name}:hq:tf" for a in AFFILIATIONS for e in ECHELONS]
    for code in codes:
        symbol = parse(code)
        sidc = to_sidc(symbol)
        assert sidc is not None and len(sidc) == 20, code
        assert from_sidc(sidc) == symbol, code


def test_a_symbol_the_standard_has_no_code_for_has_no_sidc():
    assert to_sidc(parse("nato:infantry/militia")) is None
    assert to_sidc(parse("nato:infantry:reinforced")) is None
    assert to_sidc(parse("nato:signal+mortar")) is None


def test_the_frames_have_the_standards_proportions():
    friend, hostile, neutral = (bounds(FRAMES[a].outline) for a in ("friend", "hostile", "neutral"))
    assert (friend[2] - friend[0]) / (friend[3] - friend[1]) == 1.5
    assert hostile == (28, 28, 172, 172) and neutral == (45, 45, 155, 155)
    assert [c for c, _ in segments(FRAMES["unknown"].outline)] == ["M", "C", "C", "C", "C", "Z"]


@pytest.mark.parametrize("affiliation", AFFILIATIONS)
def test_every_icon_and_modifier_lies_inside_its_frame(affiliation):
    left, top, right, bottom = bounds(FRAMES[affiliation].outline)
    for name in (*ICON, *MODIFIER):
        drawn = marks(parse(f"nato:{affiliation}:{name}"))[1:]
        assert drawn, name
        x0, y0, x1, y1 = extent(drawn)
        slack = 6 if name != "analysis" else 30  # the analysis icon's stem reaches the lower modifier band
        inside = left - slack <= x0 and x1 <= right + slack and top - slack <= y0 and y1 <= bottom + slack
        assert inside, (name, (x0, y0, x1, y1))


def test_no_two_icons_draw_alike():
    drawn = {name: tuple(marks(parse(f"nato:{name}"))) for name in (*ICON, *MODIFIER)}
    assert len(set(drawn.values())) == len(drawn)


def test_echelons_stand_above_the_frame_and_the_staff_below():
    for affiliation in AFFILIATIONS:
        frame_top = FRAMES[affiliation].top
        for echelon in ECHELONS:
            drawn = marks(parse(f"nato:{affiliation}:infantry:{echelon.name}"))
            above = extent(drawn[-len(echelon.marks):])
            assert above[3] < frame_top, (affiliation, echelon.name)
        staff = marks(parse(f"nato:{affiliation}:infantry:hq"))[-1]
        assert bounds(staff.path)[3] == 250


def test_every_symbols_one_spelling_reads_back_as_itself():
    for name in NAMES:
        for parts in ("", ":hostile:xx:hq", ":unknown:team:tf:reduced:unfilled", ":neutral:#a9c1e3:ink=#ffffff"):
            symbol = parse(f"nato:{name}{parts}")
            assert parse(symbol.code) == symbol, symbol.code


def test_a_code_is_never_a_file(tmp_path):
    from ntw_print.kinds.faces.art import Art

    (tmp_path / "symbols").mkdir()
    (tmp_path / "symbols" / "nato:infantry.svg").write_text("<svg/>")  # a file named like a code is not read
    art = Art(tmp_path)
    assert art.problem(symbol="nato:infantry") is None
    assert art.problem(symbol="nato:../../etc/passwd") == (
        "'nato:../../etc/passwd': no NATO symbol '..' (`ntw-print symbols` prints every code)")
