"""The build cache: which output files are up to date, and why the others are not.

Each output file is keyed by what it was made from: the data it reads (per component `inputs`),
the build options, the package and reportlab versions, and the source code of its renderer with
every ntw_print module that renderer imports (a tile template is data: an input). The cache is a JSON file
in the output folder. It is never trusted blindly: a cache that cannot be read, or that another
version wrote, is ignored, and an entry only counts when its output file still exists with the
checksum recorded at build time.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from .inputs import digest, file_sha256, input_digest, with_tables
from ..core.cache_folder import cache_folder
from ..core.package_files import PACKAGE_ROOT, PRESS_PROFILE

if TYPE_CHECKING:
    from ..games import LoadedGame

CACHE_FILE = "build-cache.json"
CACHE_FORMAT = 1


# --- what an output is drawn by -------------------------------------------------------------------

@functools.cache
def module_path(module: str) -> str | None:
    """The source file of an ntw_print module, or None for anything outside the package."""
    parts = module.split(".")
    if parts[0] != "ntw_print":
        return None
    base = os.path.join(PACKAGE_ROOT, *parts[1:])
    for candidate in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(candidate):
            return candidate
    return None


_IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]*)"
                     r"|import[ \t]+([\w., \t]+))", re.MULTILINE)
# A block of imports only a type checker reads: it runs no code, so what it names is not drawn with
_TYPE_ONLY = re.compile(r"^([ \t]*)if TYPE_CHECKING:[^\n]*\n(?:\1[ \t]+[^\n]*\n|[ \t]*\n)*", re.MULTILINE)


@functools.cache
def _imported_modules(module: str, path: str) -> frozenset[str]:
    """Every module named by an import statement in the file, wherever the statement stands, but
    under `if TYPE_CHECKING:` (the types a function takes, which no run imports).

    A line scan rather than a parse: fast, and at worst it sees an import in a docstring, which
    only makes the output depend on one more file.
    """
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    found: set[str] = set()
    with open(path, encoding="utf-8") as stream:
        text = _TYPE_ONLY.sub("", stream.read())
    for dots, name, names, plain in _IMPORT.findall(text):
        if plain:
            found.update(part.split()[0] for part in plain.split(",") if part.strip())
            continue
        if dots:
            anchor = package.split(".")
            anchor = anchor[:len(anchor) - (len(dots) - 1)]
            base = ".".join(anchor + ([name] if name else []))
        else:
            base = name
        found.add(base)
        for part in names.strip("()").replace("\\", " ").split(","):  # `from . import draw`
            if part.split():
                found.add(f"{base}.{part.split()[0]}")
    return frozenset(found)


@functools.cache
def code_files(module: str) -> tuple[str, ...]:
    """The renderer's module, every ntw_print module it imports (transitively) and their packages."""
    seen: dict[str, str] = {}
    todo = [module]
    while todo:
        name = todo.pop()
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # importing a.b.c runs a/__init__ and a/b/__init__ too
            prefix = ".".join(parts[:i])
            path = module_path(prefix)
            if path is not None and prefix not in seen:
                seen[prefix] = path
                todo.extend(_imported_modules(prefix, path))
    return tuple(sorted(seen.values()))


@functools.cache
def _file_digest(path: str) -> str:
    with open(path, "rb") as stream:
        return hashlib.sha256(stream.read()).hexdigest()[:16]


@functools.cache
def code_digest(renderer: str) -> str:
    """The source code that draws an output; a change in any of it rebuilds the output.

    File hashes are taken once per process: a long-running `watch` keys its builds by the code it
    actually runs, not by files edited after it started. What the digests came to is kept in the
    cache folder with the hash of the whole package's source (`package_source`): the same source,
    the same digests, without following every renderer's imports again (a fiftieth of a second
    of every build).
    """
    package, kept = _kept_digests()
    if renderer not in kept:
        files = code_files(renderer.partition(":")[0])
        kept[renderer] = digest([[os.path.relpath(p, PACKAGE_ROOT), _file_digest(p)] for p in files])
        _keep_digests(package, kept)
    return kept[renderer]


def source_files(root: Path) -> list[list[str]]:
    """Source files by their bytes, in the order ``fingerprint.files_under`` lists a folder's (the
    package is not untrusted input: no link to hold to it, and its byte-code caches unwalked)."""
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        found += [os.path.relpath(os.path.join(folder, name), root).split(os.sep) for name in files]
    return [["/".join(parts), file_sha256(root.joinpath(*parts))] for parts in sorted(found)]


@functools.cache
def package_source() -> list[list[str]]:
    """ntw-print's own source files by their bytes, read once a process (as the code digests)."""
    return source_files(Path(PACKAGE_ROOT))


CODE_DIGESTS = "code-digests.json"  # in the cache folder


@functools.cache
def _kept_digests() -> tuple[str, dict[str, str]]:
    """The hash of the package's source, and the code digests kept for it (none when another source
    made them)."""
    package = digest(package_source())
    try:
        kept = json.loads((cache_folder() / CODE_DIGESTS).read_text(encoding="utf-8"))
        if kept["package"] == package and all(isinstance(v, str) for v in kept["digests"].values()):
            return package, dict(kept["digests"])
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        pass
    return package, {}


def _keep_digests(package: str, digests: dict[str, str]) -> None:
    from ..core.atomic import write_text

    try:
        write_text(cache_folder() / CODE_DIGESTS, json.dumps({"package": package, "digests": digests}) + "\n")
    except OSError:
        pass


@functools.cache
def tool_versions() -> dict[str, str]:
    """ntw-print's and reportlab's versions, read without importing reportlab."""
    return {"ntw-print": __version__, "reportlab": source_version("reportlab")}


def source_version(module: str, file: str = "__init__.py") -> str:
    """The version an installed package's source names (`Version`, `VERSION` or `__version__` in
    `file` beside its `__init__.py`), read without importing it; "unknown" if there is none."""
    import importlib.util

    spec = importlib.util.find_spec(module)
    try:
        text = (Path(spec.origin).parent / file).read_text(encoding="utf-8") if spec and spec.origin else ""
    except OSError:
        text = ""
    found = re.search(r"^(?:Version|VERSION|__version__)\s*=\s*['\"]([^'\"]+)['\"]", text, re.MULTILINE)
    return found.group(1) if found else "unknown"


def intact(path: Path, size: int, sha256: str) -> bool:
    """Whether the file is there as it was written: this size (looked at first: it is cheap) and this sha256."""
    try:
        return os.path.getsize(path) == size and file_sha256(path) == sha256
    except OSError:
        return False


# --- the recipe of one output and the cache of recipes --------------------------------------------

@dataclass(frozen=True)
class Recipe:
    """Everything an output file is made from, as hashes; equal recipes make equal files."""

    inputs: dict[str, str]
    options: str
    code: str
    versions: dict[str, str]

    def differences(self, other: "Recipe") -> list[str]:
        """What changed from `other` to this recipe, in words ("units.yaml changed")."""
        why = [f"{name} changed" for name in sorted(set(self.inputs) | set(other.inputs))
               if self.inputs.get(name) != other.inputs.get(name)]
        if self.options != other.options:
            why.append("build options changed")
        if self.code != other.code:
            why.append("renderer code changed")
        if self.versions != other.versions:
            why.append("ntw-print or reportlab version changed")
        return why


# every PDF's title names the game; its sheets credit the source, and print its version (build.sheet_stamp)
BUILD_INPUTS = ("game.yaml#name", "game.yaml#credit", "game.yaml#version")


def recipe(game: LoadedGame, component, options) -> Recipe:
    return Recipe(
        inputs=recipe_inputs(game, component),
        # a print shop's files are made from the press profile too
        options=digest({**options.to_json(), "press": file_sha256(Path(PRESS_PROFILE))} if options.print_shop
                       else options.to_json()),
        code=digest([code_digest(target) for target in (component.renderer, *component.code)])
        if component.code else code_digest(component.renderer),
        versions=tool_versions(),
    )


def recipe_inputs(game: LoadedGame, component) -> dict[str, str]:
    """The data an output is made from, each selector's digest (a recipe's `inputs`)."""
    selectors = with_tables(game, (*BUILD_INPUTS, *component.inputs))
    return {selector: input_digest(game, selector) for selector in selectors}


@dataclass
class Entry:
    """One output file as it was built: its recipe, and the file it produced."""

    recipe: Recipe
    file: str
    sha256: str
    pages: int
    bytes: int
    seconds: float
    paper_use: dict | None = None  # sheets, waste and cuts of a file of pieces (layout/cutting.py)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "Entry":
        return cls(recipe=Recipe(**data["recipe"]), **{k: v for k, v in data.items() if k != "recipe"})


@dataclass
class BuildCache:
    entries: dict[str, Entry] = field(default_factory=dict)
    ignored: str = ""  # why a cache file was present but not used
    fingerprint: dict | None = None  # set by a build that drew everything asked (see fingerprint.py)

    @classmethod
    def load(cls, folder: Path) -> "BuildCache":
        """Read the cache of an output folder; anything unexpected makes an empty cache."""
        path = folder / CACHE_FILE
        if not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != CACHE_FORMAT or data.get("versions") != tool_versions():
                return cls(ignored="it was written by another version of ntw-print")
            return cls({name: Entry.from_json(entry) for name, entry in data["entries"].items()})
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            return cls(ignored="it is damaged")

    def stale_because(self, name: str, wanted: Recipe, folder: Path) -> list[str]:
        """Why the output `name` must be built again; an empty list means it is up to date."""
        entry = self.entries.get(name)
        if entry is None:
            return ["not built before"]
        why = wanted.differences(entry.recipe)
        if why:
            return why
        path = folder / entry.file
        if not path.is_file():
            return ["output file missing"]
        if not intact(path, entry.bytes, entry.sha256):
            return ["output file changed since it was built"]
        return []

    def dumps(self) -> str:
        """The cache file's text (written by the build, atomically, after the outputs)."""
        data = {"format": CACHE_FORMAT, "versions": tool_versions(),
                "entries": {name: self.entries[name].to_json() for name in sorted(self.entries)}}
        if self.fingerprint:
            data["fingerprint"] = self.fingerprint
        return json.dumps(data, indent=1, sort_keys=True) + "\n"

