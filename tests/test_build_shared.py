"""What several files of a build draw from (a board's plan) is worked out once, in the process that starts
the workers, and only when two or more of the files to draw share it."""

from __future__ import annotations

from ntw_game import NTW
from ntw_print.app.build import _shared_by_several, build
from ntw_print.games import load_game
from ntw_print.print.components import BuildOptions, Component


def component(name: str, shared: str | None) -> Component:
    return Component(name, name, "module:function", (), shared=shared)


def test_a_shared_part_named_by_two_files_is_prepared_once():
    files = [component("a", "boards"), component("b", None), component("c", "boards"), component("d", "faces")]
    assert [c.name for c in _shared_by_several(files)] == ["a"]  # "faces" is one file's only: it works it out


def test_the_build_prepares_the_boards_before_its_workers_only_when_two_files_show_them(tmp_path, monkeypatch):
    prepared: list[str] = []
    monkeypatch.setattr(Component, "prepare_shared", lambda self, game: prepared.append(self.name))
    game = load_game(NTW)
    build(game, tmp_path / "one", BuildOptions(), ["board-city-and-house", "duplex-test"], jobs=2)
    assert prepared == []
    build(game, tmp_path / "two", BuildOptions(), ["board-city-and-house", "scenarios", "duplex-test"], jobs=2)
    assert prepared == ["scenarios"]  # the first to draw of those sharing it (the longest first)


def test_the_boards_prepared_are_the_ones_drawn(tmp_path):
    from ntw_print.games.ntw.layout.board import board_spec
    from ntw_print.games.ntw.render.board import prepare_boards
    from ntw_print.kinds.board.layout import plan
    from ntw_print.kinds.board.render import _worked_out
    from ntw_print.print.render.pdf import measure

    game = load_game(NTW)
    prepare_boards(game)
    for board_id in game.folder("boards"):
        laid = plan(board_spec(game, board_id), measure)
        assert plan(board_spec(game, board_id), measure) is laid and _worked_out(laid) is _worked_out(laid)
