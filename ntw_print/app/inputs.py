"""What an output reads: input selectors, the content they select, and a check that nothing else is read.

A component lists its inputs as selectors into the game folder:

    units.yaml                               the whole file
    game.yaml#grid                           one top-level key
    units.yaml#units[].name,side,category    some fields of every record of a top-level list
    boards/                                  a folder of files (symbols/: SVG files, by their bytes)
    templates/unit-tile.yaml                 a tile template, wherever the game takes it from

The build hashes what each selector selects (parsed data, so a comment changes nothing), and
`recording_game` lets a test draw an output through a game that notes every read, in the same
notation, so that an output can never read data it does not declare.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from ..core.game_files import is_game_file
from ..core.package_files import TEMPLATES

if TYPE_CHECKING:
    from ..games import LoadedGame

ABSENT = "absent"
NOT_READ = "not read"  # a file that leads outside the game's folder or is no regular file (game_files.py)
EVERY = "[]."  # between a list's key and the fields read from each of its records


def digest(value: Any) -> str:
    """A short content hash of plain data (dicts keep their order: data order is print order)."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def file_sha256(path: Path) -> str:
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def selected(game: LoadedGame, selector: str) -> Any:
    """The data a selector selects (ABSENT where there is none)."""
    rel, _, path = selector.partition("#")
    if rel.endswith("/"):  # its data files parsed, any other file (a symbol, a picture) by its bytes
        found = {name: source.data for name, source in sorted(game.sources.items()) if name.startswith(rel)}
        folder = Path(game.root) / rel
        others = sorted(p for p in folder.iterdir() if not p.is_dir() and f"{rel}{p.name}" not in found) \
            if folder.is_dir() else []
        found.update({f"{rel}{p.name}": file_sha256(p) if is_game_file(Path(game.root), p) else NOT_READ
                      for p in others if p.suffix != ".yaml"})
        return found
    if rel.startswith(f"{TEMPLATES}/"):
        template = game.templates.sources.get(rel.removeprefix(f"{TEMPLATES}/"))
        return ABSENT if template is None else template.data
    source = game.sources.get(rel)
    if source is None:
        file = Path(game.root) / rel
        return file_sha256(file) if is_game_file(Path(game.root), file) else ABSENT
    own = _own(source)
    if not path:
        return own
    key, _, fields = path.partition(EVERY)
    data = own.get(key, ABSENT) if isinstance(own, dict) else ABSENT
    if fields and isinstance(data, list):
        return [_fields(item, fields.split(",")) for item in data]
    return data


def _own(source) -> Any:
    """The file's own values: rows read in from a CSV table stand as the table's name, so that a
    change to the table is reported as the table's (the table is an input of its own)."""
    if not source.tables:
        return source.data
    own = copy.deepcopy(source.data)
    for path, name in source.tables.items():
        node = own
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = {"table": name}
    return own


def _fields(item: Any, names: list[str]) -> Any:
    """The named fields of one record; `weapons[].ammo` names a field of each record in a list."""
    if not isinstance(item, dict):
        return item
    picked = {}
    for name in names:
        key, _, inner = name.partition(EVERY)
        value = item.get(key, ABSENT)
        picked[name] = [_fields(v, [inner]) for v in value] if inner and isinstance(value, list) else value
    return picked


def with_tables(game: LoadedGame, selectors: tuple[str, ...]) -> tuple[str, ...]:
    """The selectors, each file among them followed by the CSV tables its rows were read from (in
    its own folder): the file selects its own values, each table is an input of its own."""
    found: dict[str, None] = {}
    for selector in selectors:
        found[selector] = None
        source = getattr(game, "sources", {}).get(selector.partition("#")[0])
        for name in (source.tables.values() if source is not None else ()):
            found[str(PurePosixPath(selector.partition("#")[0]).parent / name)] = None
    return tuple(found)


def input_digest(game: LoadedGame, selector: str) -> str:
    return digest(selected(game, selector))


def covered(read: str, inputs: tuple[str, ...]) -> bool:
    """Whether a read (`units.yaml#units[].name`, `boards/junction.yaml`) falls under the inputs."""
    rel, _, path = read.partition("#")
    key, _, field = path.partition(EVERY)
    for selector in inputs:
        srel, _, spath = selector.partition("#")
        if srel.endswith("/"):
            if rel.startswith(srel):
                return True
            continue
        skey, _, sfields = spath.partition(EVERY)
        if srel == rel and (not spath or (skey == key and (not sfields or (field and field in sfields.split(","))))):
            return True
    return False


# --- a game that notes what is read from it -------------------------------------------------------

FILE_MAPS = ("extras", "sources", "sheets")  # a loaded game's data by file name


class _Recorder:
    """Passes reads through to the real object, noting which data they come from."""

    def __init__(self, target, reads: set[str], where: str):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_reads", reads)
        object.__setattr__(self, "_where", where)

    def __getattr__(self, attr: str):
        return getattr(self._target, attr)

    def __eq__(self, other) -> bool:
        return self._target == (other._target if isinstance(other, _Recorder) else other)

    def __hash__(self) -> int:
        return hash(self._target)

    def __repr__(self) -> str:
        return repr(self._target)

    @property
    def __class__(self):  # isinstance() sees the real class
        return type(self._target)


class _RecordRecorder(_Recorder):
    """One record (a unit, a marker): a field read names the field; anything else, the whole list."""

    def __getattr__(self, attr: str):
        fields = type(self._target).model_fields
        self._reads.add(f"{self._where}{EVERY}{attr}" if attr in fields else self._where)
        return getattr(self._target, attr)

    def __str__(self) -> str:
        return str(self._target)


class _RecordsRecorder(_Recorder):
    """`game.units` and the like: records by id."""

    def _record(self, value):
        return _RecordRecorder(value, self._reads, self._where)

    def _ids(self) -> None:
        self._reads.add(f"{self._where}{EVERY}id")

    def __getitem__(self, key):
        self._ids()
        return self._record(self._target[key])

    def get(self, key, default=None):
        self._ids()
        return self._record(self._target[key]) if key in self._target else default

    def __contains__(self, key) -> bool:
        self._ids()
        return key in self._target

    def __iter__(self):
        self._ids()
        return iter(self._target)

    def __len__(self) -> int:
        self._ids()
        return len(self._target)

    def keys(self):
        self._ids()
        return self._target.keys()

    def values(self):
        return [self._record(v) for v in self._target.values()]

    def items(self):
        self._ids()
        return [(k, self._record(v)) for k, v in self._target.items()]


class _InfoRecorder(_Recorder):
    def __getattr__(self, attr: str):
        self._reads.add(f"game.yaml#{attr}")
        return getattr(self._target, attr)


class _TemplatesRecorder(_Recorder):
    """`game.templates`: a template read names it as `templates/<file>`."""

    def model(self, name: str):
        self._reads.add(f"{TEMPLATES}/{name}")
        return self._target.model(name)


class _FilesRecorder(_Recorder):
    """`game.extras` or `game.sources`: a read names the file."""

    def __getitem__(self, rel: str):
        self._reads.add(rel)
        return self._target[rel]

    def get(self, rel: str, default=None):
        self._reads.add(rel)
        return self._target.get(rel, default)

    def __contains__(self, rel: str) -> bool:
        self._reads.add(rel)
        return rel in self._target

    def __iter__(self):
        self._reads.add(f"{self._where}: every file")
        return iter(self._target)

    def items(self):
        self._reads.add(f"{self._where}: every file")
        return self._target.items()


class _GameRecorder(_Recorder):
    def __getattr__(self, attr: str):
        game = self._target
        record_lists, whole_files, game_info = (getattr(type(game), name, {}) for name in
                                                ("RECORD_LISTS", "WHOLE_FILES", "GAME_INFO"))
        if attr in record_lists:
            rel, key = record_lists[attr]
            return _RecordsRecorder(getattr(game, attr), self._reads, f"{rel}#{key}")
        if attr in whole_files:
            self._reads.add(whole_files[attr])
        elif attr in game_info:
            self._reads.add(f"game.yaml#{game_info[attr]}")
        elif attr == "info":
            return _InfoRecorder(game.info, self._reads, "game.yaml")
        elif attr == "templates":
            return _TemplatesRecorder(game.templates, self._reads, attr)
        elif attr in FILE_MAPS:
            return _FilesRecorder(getattr(game, attr), self._reads, attr)
        elif attr == "folder":
            def folder(name: str):
                self._reads.add(f"{name}/")
                return game.folder(name)
            return folder
        elif attr == "root":
            self._reads.add("root: any file")
        elif attr == "symbols":  # the game's SVG symbols
            self._reads.add("symbols/")
        return getattr(game, attr)


def recording_game(game: LoadedGame) -> tuple[Any, set[str]]:
    """A stand-in for `game` and the set it fills with every input read through it, in selector
    notation (`units.yaml#units[].name`, `game.yaml#grid`, `boards/`)."""
    reads: set[str] = set()
    return _GameRecorder(game, reads, "game"), reads
