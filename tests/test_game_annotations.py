"""Every function that takes a loaded game says which: `game: Game` (New Techno War's), `SheetsGame` or
`SwitzerlandGame` in the games of sheets, the `LoadedGame` protocol in the engine. A `game` parameter
without an annotation is one mypy cannot check, so the package's source is walked for any."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "ntw_print"


def unannotated_games(source: str) -> list[int]:
    """The lines of every function parameter named `game` with no annotation."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
                if argument.arg == "game" and argument.annotation is None:
                    found.append(argument.lineno)
    return found


def test_every_game_parameter_is_annotated():
    missing = [f"{path.relative_to(PACKAGE.parent)}:{line}" for path in sorted(PACKAGE.rglob("*.py"))
               for line in unannotated_games(path.read_text(encoding="utf-8"))]
    assert not missing, "a `game` parameter without its type (Game, SheetsGame or LoadedGame):\n" + "\n".join(missing)


def test_the_walk_finds_an_unannotated_game_wherever_it_stands():
    source = ("def draw(game, options): ...\n"
              "class Sheet:\n"
              "    async def check(self, pdf, *, game=None): ...\n"
              "def typed(game: Game): ...\n")
    assert unannotated_games(source) == [1, 3]
