"""Every package the tool declares it needs is one its code imports (a test's own needs go in the
`test` extra): a user's install carries nothing the tool does not use."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).parents[1]
IMPORTED_AS = {"pillow": "PIL", "pyyaml": "yaml"}
USED_BY_OTHERS = {"rl_accel"}  # reportlab's C speed-ups: reportlab imports them itself


def test_every_declared_dependency_is_imported_by_the_tool():
    declared = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    names = [re.match(r"[A-Za-z0-9_.\-]+", spec).group(0).lower() for spec in declared]
    code = "\n".join(path.read_text(encoding="utf-8") for path in (REPO / "ntw_print").rglob("*.py"))
    unused = [name for name in names if name not in USED_BY_OTHERS
              and not re.search(rf"^\s*(import|from) {re.escape(IMPORTED_AS.get(name, name))}\b", code, re.M)]
    assert unused == [], f"declared in pyproject.toml, imported by no module of ntw_print: {unused}"
