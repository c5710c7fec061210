"""JSON Schema for each printable kind's sheet (`kind-table.schema.json`), a data-only game's
game.yaml, and each data file and template of every installed plugin's own, so an editor can
complete and check fields."""

from __future__ import annotations

import json
from pathlib import Path

from ..core.atomic import write_text
from ..games import plugin_named, plugins


def schema_name(kind_name: str) -> str:
    return kind_name.removesuffix(".yaml") + ".schema.json"


def schemas() -> dict[str, dict]:
    result = {}
    from ..games.sheets.model import GameInfo
    from ..kinds import KINDS

    files = [item for name in plugins() if (schemas := plugin_named(name).schemas) for item in schemas().items()]
    files += [(f"kind-{name}", kind.schema) for name, kind in sorted(KINDS.items())]
    files.append(("data-only-game", GameInfo))
    for name, model in files:
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = name
        result[schema_name(name)] = schema
    return result


def write_schemas(folder: Path) -> list[Path]:
    paths = []
    for name, schema in schemas().items():
        path = folder / name
        write_text(path, json.dumps(schema, indent=2, sort_keys=True) + "\n")
        paths.append(path)
    return paths
