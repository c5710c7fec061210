"""The files a game declares, read and checked together: each kind of file by its name (or the
folder whose every YAML file is one) and the model that validates it. Every fault of every file is
collected, so that a designer sees them all in one run.

A file that is a list of records with ids (`weapons: [...]`) is declared by `FileKind.records`,
whose model is made from the record's: `FileKind.records("weapons", Weapon)`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field, create_model

from ..errors import DataError, Fault
from ..package_files import shown_path
from ..yamlsrc import Source, load_yaml
from .common import Model
from .validation import validate

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class FileKind:
    """One kind of definition file: where it lives and which model checks it."""

    name: str  # a file's name, or a folder's for a kind with one record per file
    model: type[BaseModel]
    folder: bool = False
    key: str = ""  # for a file listing records by id: the key of that list

    @classmethod
    def records(cls, key: str, record: type[BaseModel]) -> FileKind:
        """`<key>.yaml`, whose `<key>:` lists at least one `record`."""
        listed: dict[str, Any] = {key: (list[record], Field(min_length=1))}  # type: ignore[valid-type]
        return cls(f"{key}.yaml", create_model(f"{key.title()}File", __base__=Model, **listed), key=key)

    def paths(self, root: Path) -> list[Path]:
        """The files of this kind in the game folder `root` (one, which may be missing, for a file)."""
        return sorted((root / self.name).glob("*.yaml")) if self.folder else [root / self.name]


@dataclass
class Files:
    """The files read: each parsed (`sources`) and, where valid, its model, by its name (its path
    in the game folder)."""

    sources: dict[str, Source] = field(default_factory=dict)
    models: dict[str, Any] = field(default_factory=dict)
    faults: list[Fault] = field(default_factory=list)

    def model(self, name: str) -> Any:
        return self.models[name]


def read_files(root: Path, kinds: list[FileKind]) -> Files:
    """Every file of these kinds in the game folder `root`, parsed and validated."""
    return read_each((path.relative_to(root).as_posix(), path, kind.model, root)
                     for kind in kinds for path in kind.paths(root))


def read_each(files: Iterable[tuple[str, Path, type[BaseModel], Path | None]]) -> Files:
    """Each file (its name, path, model, and the game folder it is held inside, if it is a game's)
    parsed and validated; a file that is not there is a fault."""
    read = Files()
    for name, path, model, folder in files:
        if not path.exists():
            read.faults.append(Fault(shown_path(path), 1, 1, "", "missing file"))
            continue
        source, valid, faults = read_valid(path, model, folder)
        read.faults += faults
        if source is not None:
            read.sources[name], read.models[name] = source, valid
    return read


def read_valid(path: Path, model: type[M], folder: Path | None) -> tuple[Source | None, M | None, list[Fault]]:
    """One YAML file parsed (held inside `folder`, a game's, when given) and validated by `model`."""
    try:
        source = load_yaml(path, shown_path(path), folder)
    except DataError as exc:
        return None, None, list(exc.faults)
    valid, faults = validate(source, model)
    return source, valid, faults


def read_sources(root: Path, paths: list[Path]) -> tuple[dict[str, Source], list[Fault]]:
    """These YAML files of the game folder `root` parsed (no model yet), by path in the folder."""
    sources: dict[str, Source] = {}
    faults: list[Fault] = []
    for path in paths:
        try:
            sources[path.relative_to(root).as_posix()] = load_yaml(path, shown_path(path), root)
        except DataError as exc:
            faults.extend(exc.faults)
    return sources, faults
