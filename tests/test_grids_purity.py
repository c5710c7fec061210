"""The grids package stays below everything else: it imports no rules, layout, drawing or kinds code."""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN = ("reportlab", "pydantic", "ntw_print.games.ntw.rules", "ntw_print.print.layout", "ntw_print.print.render",
             "ntw_print.kinds", "ntw_print.core.model", "ntw_print.app.verify")

SCRIPT = """
import importlib, json, pkgutil, sys
import ntw_print.grids as grids
names = [m.name for m in pkgutil.iter_modules(grids.__path__, "ntw_print.grids.")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"modules": names, "loaded": sorted(sys.modules)}))
"""


def test_importing_every_grids_module_loads_nothing_above_it():
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    found = json.loads(run.stdout)
    assert {"ntw_print.grids.hex", "ntw_print.grids.labels", "ntw_print.grids.square"} <= set(found["modules"])
    above = [m for m in found["loaded"] if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert above == []
