"""What a verification found, file by file: what was checked, how many numbers, what differed where."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Finding:
    """One thing on the paper that does not hold, with the page and the place (mm from bottom-left)."""

    file: str
    check: str
    message: str
    page: int | None = None
    at: tuple[float, float] | None = None

    def __str__(self) -> str:
        where = self.file
        if self.page is not None:
            where += f" page {self.page}"
        if self.at is not None:
            where += f" at ({self.at[0]:.1f}, {self.at[1]:.1f}) mm"
        return f"{where}: {self.check}: {self.message}"

    def as_dict(self) -> dict[str, object]:
        return {"file": self.file, "page": self.page, "at": list(self.at) if self.at else None,
                "check": self.check, "message": self.message}


@dataclass
class FileReport:
    """The checks run on one output file, how many things each compared, and the findings."""

    file: str
    pages: int = 0
    checks: dict[str, int] = field(default_factory=dict)
    numbers: int = 0
    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    measured: dict[str, float] = field(default_factory=dict)  # lengths read off the paper, in mm

    def checked(self, check: str, items: int = 1) -> None:
        self.checks[check] = self.checks.get(check, 0) + items

    def fail(self, check: str, message: str, page: int | None = None,
             at: tuple[float, float] | None = None) -> None:
        self.findings.append(Finding(self.file, check, message, page, at))

    def compare_number(self, check: str, expected: str, found: str, what: str, page: int,
                       at: tuple[float, float] | None) -> bool:
        """Count one printed number and record a finding when it is not the expected one."""
        self.numbers += 1
        self.checked(check)
        if expected != found:
            self.fail(check, f"{what}: prints {found!r}, the data says {expected!r}", page, at)
            return False
        return True

    @property
    def ok(self) -> bool:
        return not self.findings

    def to_json(self) -> dict[str, Any]:
        """Everything in the report, to be kept (verdicts.py) and read back by `from_json`."""
        return {"file": self.file, "pages": self.pages, "checks": dict(self.checks), "numbers": self.numbers,
                "findings": [f.as_dict() for f in self.findings], "notes": list(self.notes),
                "measured": dict(self.measured)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "FileReport":
        findings = [Finding(f["file"], f["check"], f["message"], f["page"], tuple(f["at"]) if f["at"] else None)
                    for f in data["findings"]]
        return cls(str(data["file"]), int(data["pages"]), {str(k): int(v) for k, v in data["checks"].items()},
                   int(data["numbers"]), findings, [str(n) for n in data["notes"]],
                   {str(k): float(v) for k, v in data["measured"].items()})


@dataclass
class Report:
    files: list[FileReport] = field(default_factory=list)
    seconds: float = 0.0
    kept: list[str] = field(default_factory=list)  # files not read again: they held before, unchanged (verdicts.py)

    @property
    def findings(self) -> list[Finding]:
        return [f for report in self.files for f in report.findings]

    @property
    def numbers(self) -> int:
        return sum(report.numbers for report in self.files)

    @property
    def ok(self) -> bool:
        return not self.findings

    def file(self, name: str) -> FileReport:
        return next(report for report in self.files if report.file == name)

    def as_dict(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "numbers_compared": self.numbers,
            "seconds": round(self.seconds, 3),
            "not_read_again": self.kept,
            "files": [{"file": r.file, "pages": r.pages, "ok": r.ok, "numbers_compared": r.numbers,
                       "checks": dict(sorted(r.checks.items())), "notes": r.notes,
                       "measured_mm": {k: round(v, 3) for k, v in sorted(r.measured.items())},
                       "findings": [f.as_dict() for f in r.findings]} for r in self.files],
        }

    def lines(self, limit: int = 12) -> list[str]:
        """The report as a person reads it: one block per file (at most `limit` findings per check), then totals."""
        out: list[str] = []
        for r in self.files:
            status = "ok" if r.ok else f"{len(r.findings)} problem{'s' if len(r.findings) != 1 else ''}"
            out.append(f"{r.file}: {status} ({r.pages} page{'s' if r.pages != 1 else ''}, "
                       f"{r.numbers} printed number{'s' if r.numbers != 1 else ''} compared)")
            if r.checks:
                out.append("  checked: " + ", ".join(f"{name} {count}" for name, count in sorted(r.checks.items())))
            for note in r.notes:
                out.append(f"  note: {note}")
            for name, value in sorted(r.measured.items()):
                out.append(f"  measured: {name} {value:.2f} mm")
            shown: dict[str, int] = {}
            for finding in r.findings:
                shown[finding.check] = shown.get(finding.check, 0) + 1
                if shown[finding.check] > limit:
                    continue
                where = f"page {finding.page}" if finding.page is not None else "file"
                if finding.at is not None:
                    where += f" at ({finding.at[0]:.1f}, {finding.at[1]:.1f}) mm"
                out.append(f"  {where}: {finding.check}: {finding.message}")
            for check, count in sorted(shown.items()):
                if count > limit:
                    out.append(f"  ... and {count - limit} more {check} problems (--json lists them all)")
        if self.kept:
            out.append(f"{_files(len(self.kept))} not read again: each held before, and nothing it is held to has "
                       "changed since (--force reads them)")
        verdict = "everything holds" if self.ok else f"{len(self.findings)} problem{'s' if len(self.findings) != 1 else ''}"
        out.append(f"{verdict}: {self.numbers} printed numbers compared in {len(self.files)} files "
                   f"in {self.seconds:.2f} s")
        return out


def _files(count: int) -> str:
    return "1 file" if count == 1 else f"{count} files"


def present_as_built(result: FileReport, path: Path, manifest: dict[str, dict[str, object]] | None,
                     missing: str, sha256: str | None = None) -> bool:
    """Whether the file is there (else the finding `missing`), held to the manifest the build wrote:
    listed in it, with the sha256 it was built with (`sha256`: the file's, when it is known)."""
    result.checked("present")
    if not path.exists():
        result.fail("present", missing)
        return False
    if manifest is not None:
        result.checked("manifest")
        listed = manifest.get(path.name)
        if listed is None:
            result.fail("manifest", f"{path.name} is not listed in the manifest")
        elif listed.get("sha256") != (sha256 or hashlib.sha256(path.read_bytes()).hexdigest()):
            result.fail("manifest", "the file changed after the build (its sha256 is not the one in the manifest)")
    return True
