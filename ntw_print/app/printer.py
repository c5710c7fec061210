"""The remembered printer: the paper, the duplex mode and the back offset measured on
duplex-test.pdf, saved once and used by every later build.

Two places may hold them, each a small TOML file with a `[printer]` table:

- the project's: `ntw-print.toml` in the folder ntw-print runs in (beside `data/`), for one project;
- the user's: `printer.toml` in ntw-print's folder under the platform's config folder
  (`$XDG_CONFIG_HOME/ntw-print` or `~/.config/ntw-print` on Linux, `~/Library/Application Support/ntw-print`
  on macOS, `%APPDATA%\\ntw-print` on Windows; `NTW_PRINT_CONFIG_DIR` names another folder).

A value on the command line wins over a saved one, the project's file over the user's, and a value
saved nowhere is ntw-print's default. Every build says which it used and where each came from.
"""

from __future__ import annotations

import os
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

from ..core.atomic import write_text
from ..print.layout.sheet import MAX_BACK_OFFSET_MM, paper_name

PROJECT_FILE = "ntw-print.toml"
USER_FILE = "printer.toml"
CONFIG_DIR_VARIABLE = "NTW_PRINT_CONFIG_DIR"
DUPLEX_MODES = ("long", "short", "fold")
DEFAULTS = {"paper": "a4", "duplex": "long", "back_offset": (0.0, 0.0)}
COMMAND_LINE = "command line"
DEFAULT = "default"
GIVEN = "as given"  # options made by a caller (an export of a set, as its manifest records it)


class PrinterFileError(ValueError):
    """A saved printer file that cannot be used: the message names the file and the value."""


def user_folder() -> Path:
    """ntw-print's folder under the platform's config folder (or the one NTW_PRINT_CONFIG_DIR names)."""
    if given := os.environ.get(CONFIG_DIR_VARIABLE):
        return Path(given)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "ntw-print"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "ntw-print"
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "ntw-print"


def user_file() -> Path:
    return user_folder() / USER_FILE


def project_file(folder: Path | None = None) -> Path:
    return (folder or Path.cwd()) / PROJECT_FILE


def checked_value(name: str, value) -> object:
    """A saved or given value in the form builds use; ValueError says what was expected."""
    if name == "paper":
        return paper_name(str(value))
    if name == "duplex":
        if value not in DUPLEX_MODES:
            raise ValueError(f"duplex is one of {', '.join(DUPLEX_MODES)}, not {value!r}")
        return value
    if name == "back_offset":
        try:
            dx, dy = (float(v) for v in value)
        except (TypeError, ValueError):
            raise ValueError(f"back_offset is two numbers in mm, such as [0.5, -1], not {value!r}") from None
        if abs(dx) > MAX_BACK_OFFSET_MM or abs(dy) > MAX_BACK_OFFSET_MM:
            raise ValueError(f"back_offset {dx:g},{dy:g} mm would push the backs off the paper: at most "
                             f"{MAX_BACK_OFFSET_MM:g} mm either way on each axis")
        return (dx, dy)
    raise ValueError(f"'{name}' is not a printer setting (known: {', '.join(DEFAULTS)})")


def read_file(path: Path) -> dict:
    """The settings saved in one file ({} when there is none); PrinterFileError when it is broken."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise PrinterFileError(f"{path}: cannot be read as TOML ({exc}); fix it or remove it with "
                               "`ntw-print printer reset`") from None
    for name in data:
        if name in DEFAULTS:
            raise PrinterFileError(f"{path}: {name} stands outside a table; put it under [printer]")
        if name != "printer":
            raise PrinterFileError(f"{path}: '{name}' is not a printer file's table (the settings go under [printer])")
    table = data.get("printer", {})
    if not isinstance(table, dict):
        raise PrinterFileError(f"{path}: [printer] must be a table of settings")
    settings = {}
    for name, value in table.items():
        try:
            settings[name] = checked_value(name, value)
        except ValueError as exc:
            raise PrinterFileError(f"{path}: [printer] {exc}") from None
    return settings


@dataclass(frozen=True)
class Settings:
    """The printer settings a build uses and, for each, where it came from."""

    paper: str
    duplex: str
    back_offset: tuple[float, float]
    origins: dict[str, str]  # setting -> "command line", "default" or the file it was saved in

    def describe(self) -> str:
        return describe(self)


def describe(settings) -> str:
    """`printer: paper a4 (default), long-edge duplex (saved in ntw-print.toml), back offset 0.5,-1 mm (...)`
    for Settings or the BuildOptions made from them."""
    dx, dy = settings.back_offset
    mode = "fold-over backs" if settings.duplex == "fold" else f"{settings.duplex}-edge duplex"
    parts = [(f"paper {settings.paper}", "paper"), (mode, "duplex"), (f"back offset {dx:g},{dy:g} mm", "back_offset")]
    return "printer: " + ", ".join(f"{words} ({settings.origins.get(name, GIVEN)})" for words, name in parts)


def saved_settings(folder: Path | None = None) -> dict[str, tuple[object, Path]]:
    """Each saved setting with the file it comes from: the project's file first, then the user's."""
    found: dict[str, tuple[object, Path]] = {}
    for path in (project_file(folder), user_file()):
        for name, value in read_file(path).items():
            found.setdefault(name, (value, path))
    return found


def resolve(given: dict[str, object], folder: Path | None = None) -> Settings:
    """The settings for a build: each given on the command line (not None), else saved, else the default."""
    saved = saved_settings(folder)
    values, origins = {}, {}
    for name, default in DEFAULTS.items():
        if given.get(name) is not None:
            values[name], origins[name] = given[name], COMMAND_LINE
        elif name in saved:
            values[name], origins[name] = saved[name][0], f"saved in {shown(saved[name][1])}"
        else:
            values[name], origins[name] = default, DEFAULT
    return Settings(values["paper"], values["duplex"], values["back_offset"], origins)


def shown(path: Path) -> str:
    """A path as short as it is clear: relative to the working folder, or with ~ for the home folder."""
    for base, prefix in ((Path.cwd(), ""), (Path.home(), "~/")):
        try:
            return prefix + str(path.relative_to(base))
        except ValueError:
            continue
    return str(path)


def save(path: Path, settings: dict[str, object]) -> dict:
    """Merge these settings into the file (the others saved there stay); returns what it holds now."""
    merged = {**read_file(path), **settings}
    lines = ["# The printer ntw-print builds for (`ntw-print printer show`; `ntw-print printer reset` removes it).",
             "[printer]"]
    for name in DEFAULTS:
        if name not in merged:
            continue
        value = merged[name]
        if name == "back_offset":
            lines.append(f"back_offset = [{value[0]:g}, {value[1]:g}]  # mm, read on duplex-test.pdf")
        else:
            lines.append(f'{name} = "{value}"')
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text(path, "\n".join(lines) + "\n")
    return merged


def reset(path: Path) -> bool:
    """Remove a saved printer file; whether there was one."""
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True
