"""Shared helpers for the tests of printable kinds: load a fixture, build it, read it back."""

from __future__ import annotations

from pathlib import Path

from ntw_print.print.components import BuildOptions
from ntw_print.kinds import KINDS
from ntw_print.core.model.validation import validate
from ntw_print.core.yamlsrc import load_yaml, parse_yaml

FIXTURES = Path(__file__).parent / "fixtures" / "kinds"


def mono(text: str, size: float, bold: bool) -> float:
    """A stand-in for the font: every character 0.2 of the type size wide (mm per pt)."""
    return len(text) * size * 0.2


def fixture(name: str):
    """The spec of tests/fixtures/kinds/<name>.yaml, validated by its kind's schema."""
    source = load_yaml(FIXTURES / f"{name}.yaml")
    spec, faults = validate(source, KINDS[source.data["kind"]].schema)
    assert faults == []
    return spec


def faults_of(text: str) -> list[str]:
    """The faults `check` reports for a YAML document of a kind: its shape (the schema), then what
    laying it out shows (the kind's `problems`)."""
    from ntw_print.core.errors import DataError
    from ntw_print.kinds.faces.source import read_spec

    source = parse_yaml(text, "sheet.yaml")
    try:
        read_spec(source, FIXTURES, KINDS[source.data["kind"]], None)
    except DataError as exc:
        return [str(f) for f in exc.faults]
    return []


def build(spec, path: Path, options: BuildOptions = BuildOptions()) -> Path:
    from ntw_print.print.render.pdf import render_pages

    render_pages(KINDS[spec.kind].pages(spec, options, None), path, spec.kind)
    return path


def check(spec, path: Path, options: BuildOptions = BuildOptions()) -> list[str]:
    from ntw_print.print.readback.pdfread import read_pdf

    return findings(KINDS[spec.kind].check, spec, read_pdf(path), options)


def findings(checker, spec, pdf, options: BuildOptions = BuildOptions()) -> list[str]:
    """What a kind's checker (`Kind.check`, or one of `Kind.also`) writes into the file's report, a line
    each: the words of a finding of the kind's contents, any other finding with its page, place and check."""
    from ntw_print.print.readback.report import FileReport

    report = FileReport(pdf.path.name)
    checker(spec, pdf, options, report)
    return [f.message if f.check.endswith(" contents") else str(f) for f in report.findings]
