"""The studio's server without a browser: what it serves, to whom, and the event that tells the
page a save was built."""

from __future__ import annotations

import http.client
import json
import shutil
import threading
import time

import pytest

from ntw_game import REPO, edit
from ntw_print.print.components import BuildOptions
from ntw_print.app.studio.server import Studio, serve
from ntw_print.app.studio.session import GameSession
from ntw_print.print.readback.pdfread import read_pdf

SAMPLE = REPO / "tests" / "fixtures" / "games" / "sample"


@pytest.fixture
def server(tmp_path):
    game = tmp_path / "sample"
    shutil.copytree(SAMPLE, game)
    stop = threading.Event()
    sessions: dict[str, GameSession] = {}
    studio = Studio(sessions, stop)
    sessions["sample"] = GameSession("sample", game, tmp_path / "out", BuildOptions(), studio.announce)
    httpd = serve(studio, 0)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    try:
        yield httpd.server_address[1], game, sessions["sample"]
    finally:
        studio.close()
        httpd.shutdown()
        httpd.server_close()


def get(port: int, path: str, host: str | None = None) -> tuple[int, str, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers={"Host": host or f"127.0.0.1:{port}"})
    answer = connection.getresponse()
    body = answer.read()
    connection.close()
    return answer.status, answer.getheader("Content-Type"), body


def ready(port: int, generation: int = 1) -> dict:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        state = json.loads(get(port, "/api/state/sample")[2])
        if state["generation"] >= generation and state["state"] != "building":
            return state
        time.sleep(0.1)
    raise AssertionError("no build within 60 s")


def test_the_page_its_files_and_the_pictures_are_served_and_nothing_else(server):
    port, _, _ = server
    assert get(port, "/")[:2] == (200, "text/html; charset=utf-8")
    assert get(port, "/static/studio.js")[0] == 200
    assert get(port, "/static/../session.py")[0] == 404
    assert get(port, "/static/session.py")[0] == 404
    assert json.loads(get(port, "/api/games")[2])[0]["key"] == "sample"
    state = ready(port)
    assert [f["name"] for f in state["files"]] == ["counters", "map", "results"]
    key = state["files"][0]["pages"][0]["key"]
    status, kind, png = get(port, f"/picture/sample/counters/1.png?v={key}")
    assert (status, kind) == (200, "image/png") and png.startswith(b"\x89PNG")
    status, _, full = get(port, "/full/sample/counters/1.png")
    assert status == 200 and len(full) > len(png)
    for missing in ("/picture/sample/counters/99.png", "/picture/sample/nothing/1.png", "/picture/other/counters/1.png",
                    "/full/sample/../game.yaml/1.png", "/api/state/other"):
        assert get(port, missing)[0] == 404, missing


def test_a_page_reached_by_another_name_for_this_computer_is_refused(server):
    """A web page elsewhere may point a name of its own at 127.0.0.1 (DNS rebinding); the studio
    answers only to 127.0.0.1 and localhost."""
    port, _, _ = server
    assert get(port, "/api/games", host=f"localhost:{port}")[0] == 200
    assert get(port, "/api/games", host="evil.example:80")[0] == 403


def test_a_save_is_announced_as_an_event(server):
    port, game, _ = server
    ready(port)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", "/events", headers={"Host": f"127.0.0.1:{port}"})
    stream = connection.getresponse()
    assert stream.getheader("Content-Type") == "text/event-stream"
    assert stream.readline() == b"retry: 1000\n"
    time.sleep(0.5)  # the file watcher arms itself
    edit(game / "units.csv", "1 Pz,german,XX,armour,9,8,", "1 Pz,german,XX,armour,12,8,")
    lines = []
    while not lines or not lines[-1].startswith(b"data:"):
        lines.append(stream.readline())
    assert lines[-2:] == [b"event: update\n", b'data: {"game": "sample", "generation": 2}\n']
    connection.close()
    state = ready(port, 2)
    assert state["touched"] == "counters p.1" and state["report"]


def test_the_studio_of_a_folder_with_no_game_says_so(tmp_path):
    from click.testing import CliRunner

    from ntw_print.app.cli import main

    result = CliRunner().invoke(main, ["studio", "--game", str(tmp_path), "--port", "0"])
    assert result.exit_code == 2
    assert result.output == f"{tmp_path}: no game.yaml here (a game folder holds one)\n"


def test_each_file_is_named_by_the_stamp_its_sheets_print(server):
    port, game, session = server
    edit(game / "game.yaml", "name: Sample Campaign\n", "name: Sample Campaign\nversion: playtest 3\n")
    state = ready(port)
    assert state["version"].startswith("playtest 3 · game ")
    for file in state["files"]:
        version, data = file["stamp"].split(" · ")
        printed = {t.text for t in read_pdf(session.pdf(file["name"])).pages[0].texts}
        assert version == "playtest 3" and data in printed, (file["name"], data)
