"""`ntw-print odds`: the hit score of one New Techno War shot and its chances, or the whole table."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..command_line import EXIT_DATA, game_option, load_or_exit


@click.command()
@game_option(Path("data/ntw"))
@click.option("--unit", help="Unit that fires (id from units.yaml).")
@click.option("--weapon", help="Weapon it fires (id from weapons.yaml).")
@click.option("--target", help="Enemy unit shot at.")
@click.option("--terrain", help="Terrain the target stands on (id from terrain.yaml).")
@click.option("--status", "statuses", multiple=True, metavar="ID", help="Status of the target (repeatable).")
@click.option("--turn", type=int, help="Turn number (END and INT).")
@click.option("--response", is_flag=True, help="A response: fire with the small ATK value.")
@click.option("--sniper", "as_sniper", is_flag=True, help="The unit's sniper fires (special-rules.yaml).")
@click.option("--table", is_flag=True, help="Print the chance of every reachable hit score instead.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def odds(game_dir: Path, unit, weapon, target, terrain, statuses, turn, response, as_sniper, table,
         as_json) -> None:
    """What are the odds? The hit score of a shot and its chances, or the whole score table.

    \b
    ntw-print odds --unit red-infantry --weapon anti-tank --target blue-apc --terrain open --turn 7
    ntw-print odds --unit blue-infantry --weapon assault-rifle --target red-infantry --terrain open \\
                   --turn 7 --response --status in-motion
    ntw-print odds --table
    """
    import json

    from . import odds as calc
    from .rules.lookup import UnknownId

    given = [("unit", unit), ("weapon", weapon), ("target", target), ("terrain", terrain), ("status", statuses),
             ("turn", turn), ("response", response), ("sniper", as_sniper)]
    asked = [f"--{name}" for name, value in given if value not in (None, False, ())]
    if table and asked:
        raise click.UsageError(f"--table lists every reachable hit score, for any shot; it takes no "
                               f"{', '.join(asked)} (leave out --table to work out one shot)")
    game = load_or_exit(game_dir, "no odds were worked out")
    if game.plugin.id != "ntw":  # the scores are this game's rules; another game has none of them
        click.echo(f"{game_dir}: odds works out New Techno War's hit scores (a game whose game.yaml says "
                   f"`plugin: ntw`); {game.info.name} is not played with them", err=True)
        sys.exit(EXIT_DATA)
    if table:
        rows = calc.score_table(game)
        click.echo(json.dumps(calc.table_json(rows), indent=2) if as_json else calc.format_table(game, rows),
                   nl=as_json)
        return
    needed = [("unit", unit), ("weapon", weapon or as_sniper or None), ("target", target), ("terrain", terrain),
              ("turn", turn)]
    missing = [f"--{name}" for name, value in needed if value is None]
    if missing:
        raise click.UsageError(f"missing {', '.join(missing)} (or use --table)")
    try:
        result = calc.shot_odds(game, unit, weapon, target, terrain, statuses, turn,
                                "response" if response else "activation", as_sniper)
    except (UnknownId, ValueError) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(EXIT_DATA)
    click.echo(json.dumps(calc.shot_json(result), indent=2) if as_json else calc.format_shot(game, result),
               nl=as_json)
