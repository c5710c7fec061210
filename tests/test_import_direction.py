"""Imports point one way: core <- grids <- print <- kinds <- games <- app. A module may import its
own layer and the layers below it, never one above; and a game's plugin imports no other game's
code (a data-only game none at all). A test, like the rules-purity one, so that the layers hold as
the code grows.

- core: lengths, values, errors, YAML with positions, atomic writes, the shared data models, the files
  of a game folder and the limits on them
- grids: hex and square grids, label styles
- print: pages, sheets, tiling, fonts and drawing, NATO unit symbols, reading PDFs back, the build options
- kinds: the printable kinds
- games: each game's plugin with what is its own (New Techno War's models, rules, layouts,
  renderers and checkers in games/ntw/; a data-only game's reading in games/sheets/)
- app: the command line, build, cache, verify, change reports, watch, the digital export, the studio
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "ntw_print"
LAYERS = ("core", "grids", "print", "kinds", "games", "app")
CORE = {"__init__", "errors", "yamlsrc", "atomic", "package_files", "game_files", "limits", "model.common",
        "model.validation"}
PRINT = {"components", "layout", "render", "verify.pdfread", "verify.pdffonts", "verify.operands", "verify.form_walk",
         "verify.printready", "verify.report", "verify.piece_sheets", "verify.piece_marks", "verify.piece_matching",
         "verify.places", "verify.duplex", "verify.scale_bar", "templates", "symbols"}
APP = {"cli", "cli_options", "cli_diff", "cli_pod", "cli_printer", "cli_studio", "cli_symbols", "revision", "build",
       "cache", "changes", "check_memo", "fingerprint", "watch", "manifest", "pool", "schema", "designer", "inputs",
       "previews", "report", "verify", "verify.stamp", "printer"}
DATA_ONLY = ("games", "games.sheets")  # the plugin registry, and data-only games


def layer(module: str) -> str:
    name = module.removeprefix("ntw_print").lstrip(".") or "__init__"
    first = name.split(".")[0]
    if first == "core" or name in CORE:
        return "core"
    if first == "grids":
        return "grids"
    if name in PRINT or first in PRINT:
        return "print"
    if first == "kinds":
        return "kinds"
    if name in APP or first in ("export", "studio"):
        return "app"
    return "games"


def module_of(path: Path) -> tuple[str, str]:
    """(module, the package its relative imports start from)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


def imports(path: Path) -> list[str]:
    """Every ntw_print module the file imports, wherever the statement stands."""
    module, package = module_of(path)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - (node.level - 1)] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            if target.startswith("ntw_print"):
                for alias in node.names:  # `from . import draw` imports the module ntw_print.render.draw
                    inner = f"{target}.{alias.name}"
                    is_module = (PACKAGE.parent / f"{inner.replace('.', '/')}.py").exists() or \
                        (PACKAGE.parent / inner.replace(".", "/")).is_dir()
                    found.append(inner if is_module else target)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith("ntw_print")]
    return found


def test_every_import_points_down_the_layers():
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module, _ = module_of(path)
        for target in imports(path):
            if LAYERS.index(layer(target)) > LAYERS.index(layer(module)):
                upward.append(f"{module} ({layer(module)}) imports {target} ({layer(target)})")
    assert upward == []


def test_a_data_only_game_imports_no_game_of_its_own():
    borrowed = []
    for path in sorted((PACKAGE / "games").rglob("*.py")):
        module, _ = module_of(path)
        name = module.removeprefix("ntw_print.")
        if name in DATA_ONLY or name.startswith("games.sheets."):
            borrowed += [f"{module} imports {target}" for target in imports(path)
                         if layer(target) == "games" and not target.startswith(("ntw_print.games.sheets",))
                         and target != "ntw_print.games"]
    assert borrowed == []


def test_the_layers_know_every_module():
    """A new module lands in a layer by its folder; this keeps the table of shared ones honest."""
    names = {module_of(path)[0].removeprefix("ntw_print").lstrip(".") for path in PACKAGE.rglob("*.py")}
    assert CORE - {"__init__"} <= names and PRINT - {"templates", "layout", "render"} <= names and APP <= names
