"""Papers: the named sizes, Ledger as Tabloid, a print shop's own size, and what is refused."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.print.layout.sheet import paper_name, paper_size, paper_title


@pytest.mark.parametrize("given, name, size", [
    ("A4", "a4", (210.0, 297.0)),
    ("letter", "letter", (215.9, 279.4)),
    ("A3", "a3", (297.0, 420.0)),
    ("Tabloid", "tabloid", (279.4, 431.8)),
    ("ledger", "tabloid", (279.4, 431.8)),
    ("300x450mm", "300x450mm", (300.0, 450.0)),
    ("300 x 450 mm", "300x450mm", (300.0, 450.0)),
    ("12x18in", "304.8x457.2mm", (304.8, 457.2)),
    ("450x320mm", "450x320mm", (450.0, 320.0)),
    ("210x297mm", "210x297mm", (210.0, 297.0)),  # the smallest: an A4 page, or a Letter one
    ("215.9x279.4mm", "215.9x279.4mm", (215.9, 279.4)),
])
def test_a_paper_is_known_by_its_name_or_its_size(given, name, size):
    assert paper_name(given) == name
    assert paper_size(name) == pytest.approx(size)


def test_papers_are_named_as_people_name_them():
    assert [paper_title(p) for p in ("a4", "letter", "a3", "tabloid", "300x450mm")] == [
        "A4", "Letter", "A3", "Tabloid", "300 × 450 mm"]


@pytest.mark.parametrize("given, words", [
    ("b5", "is not a paper"),
    ("200x250mm", "holds an upright A4 \\(210 x 297 mm\\) or Letter \\(215.9 x 279.4 mm\\) page"),
    # as narrow as A4 and as short as Letter, it holds neither: the range rule, laid across an A4 or a
    # Letter page, did not fit it (the smallest paper accepted before)
    ("210x279.4mm", "holds an upright A4"),
    ("297x210mm", "turned, 210x297mm, it does"),  # the hit-score wheel's base, a screen, did not fit it
    ("300x2500mm", "at most 2000 mm"),
    ("300x", "is not a paper"),
])
def test_a_paper_that_cannot_be_used_is_refused_with_what_would_do(given, words):
    with pytest.raises(ValueError, match=words):
        paper_name(given)


def test_the_command_line_refuses_a_paper_before_loading_anything():
    result = CliRunner().invoke(main, ["build", "--paper", "150x200mm"])
    assert result.exit_code == 2
    assert "a custom paper holds an upright A4 (210 x 297 mm) or Letter" in result.output
