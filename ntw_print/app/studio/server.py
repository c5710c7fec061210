"""The studio's web server: the standard library's ThreadingHTTPServer on 127.0.0.1, with
server-sent events for the live update.

Why these: the page only listens (the server tells it a game has a new build; it then asks for
that game's state and the pictures that changed), which is what server-sent events are for. They are
plain HTTP, the browser reconnects by itself, and they need no package: a WebSocket would need one
(or a hand-written framing) for messages that never go the other way.

Addresses: `/` the page, `/static/<file>` its script and style, `/api/games` the games offered,
`/api/state/<game>` what the page shows of a game (asking for it starts the game's builds),
`/events` the stream, `/picture/<game>/<file>/<page>.png` a page as shown, `/full/<game>/<file>/<page>.png`
the page at full resolution.
"""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from urllib.parse import urlsplit

from .pictures import FULL_DPI, FULL_LONGEST_PX, draw_pages
from .session import GameSession

HOST = "127.0.0.1"
KEEP_ALIVE_S = 15.0  # a comment line this often keeps the event stream open through idle minutes
STATIC = {"index.html": "text/html", "studio.js": "text/javascript", "studio.css": "text/css"}
PAGE = re.compile(r"^/(picture|full)/([\w.-]+)/([\w.-]+)/(\d+)\.png$")


class Studio:
    """The games on offer, each built once it is first asked for, and who is told of new builds."""

    def __init__(self, sessions: dict[str, GameSession], stop: threading.Event):
        self.sessions = sessions
        self.stop = stop
        self.news = threading.Condition()
        self.counter = 0
        self.latest: dict[str, int] = {}

    def announce(self, key: str) -> None:
        with self.news:
            self.counter += 1
            self.latest[key] = self.counter
            self.news.notify_all()

    def close(self) -> None:
        """Stop the builds and end the event streams."""
        with self.news:
            self.stop.set()
            self.news.notify_all()

    def session(self, key: str) -> GameSession | None:
        found = self.sessions.get(key)
        if found is not None:
            found.start(self.stop)
        return found


def serve(studio: Studio, port: int) -> ThreadingHTTPServer:
    """A server for `studio` on 127.0.0.1:`port` (0: any free port), not yet serving."""

    class Handler(StudioHandler):
        pass

    Handler.studio = studio
    server = ThreadingHTTPServer((HOST, port), Handler)
    server.daemon_threads = True
    return server


class StudioHandler(BaseHTTPRequestHandler):
    studio: Studio
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args) -> None:  # noqa: A002 - the standard library's name
        pass  # the terminal shows the builds, not every picture asked for

    def do_GET(self) -> None:  # noqa: N802 - the standard library's name
        if not self._local():
            return self._send(403, "text/plain; charset=utf-8", b"the studio answers 127.0.0.1 and localhost only")
        path = urlsplit(self.path).path
        if path == "/":
            return self._static("index.html")
        if path.startswith("/static/"):
            return self._static(path.removeprefix("/static/"))
        if path == "/api/games":
            return self._json([{"key": key, "name": s.shown.name, "folder": str(s.game_dir)}
                               for key, s in self.studio.sessions.items()])
        if path.startswith("/api/state/"):
            session = self.studio.session(path.removeprefix("/api/state/"))
            return self._json(session.state_json()) if session else self._missing()
        if path == "/events":
            return self._events()
        found = PAGE.match(path)
        if found:
            return self._picture(*found.groups())
        self._missing()

    def _local(self) -> bool:
        """Whether the page was asked for by this computer's name for itself: a web page elsewhere
        that points a name of its own at 127.0.0.1 (DNS rebinding) reads nothing."""
        host = (self.headers.get("Host") or "").rpartition(":")[0] or self.headers.get("Host", "")
        return host in ("127.0.0.1", "localhost")

    def _send(self, status: int, kind: str, body: bytes, cache: str = "no-store") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", cache)
        self.end_headers()
        self.wfile.write(body)

    def _missing(self) -> None:
        self._send(404, "text/plain; charset=utf-8", b"not found")

    def _json(self, value) -> None:
        self._send(200, "application/json; charset=utf-8", json.dumps(value, ensure_ascii=False).encode("utf-8"))

    def _static(self, name: str) -> None:
        if name not in STATIC:
            return self._missing()
        body = resources.files(__package__).joinpath("static", name).read_bytes()
        self._send(200, f"{STATIC[name]}; charset=utf-8", body)

    def _picture(self, size: str, key: str, file: str, page: str) -> None:
        session = self.studio.sessions.get(key)
        if session is None:
            return self._missing()
        if size == "picture":
            png = session.picture(file, int(page))
        else:
            pdf = session.pdf(file)
            drawn = draw_pages(pdf, FULL_DPI, FULL_LONGEST_PX, pages=[int(page) - 1]) if pdf else []
            png = drawn[0].png if drawn else None
        if png is None:
            return self._missing()
        # a picture's address carries its key (?v=...): the same address, the same picture
        self._send(200, "image/png", png, cache="max-age=3600" if size == "picture" else "no-store")

    def _events(self) -> None:
        """Server-sent events: `update` with {"game", "generation"} whenever a game has a new build."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        studio = self.studio
        with studio.news:
            seen = studio.counter
        try:
            self.wfile.write(b"retry: 1000\n\n")
            self.wfile.flush()
            while not studio.stop.is_set():
                with studio.news:
                    studio.news.wait_for(lambda: studio.counter != seen or studio.stop.is_set(), KEEP_ALIVE_S)
                    fresh = {k: n for k, n in studio.latest.items() if n > seen}
                    seen = studio.counter
                for key in fresh:
                    data = json.dumps({"game": key, "generation": studio.sessions[key].shown.generation})
                    self.wfile.write(f"event: update\ndata: {data}\n\n".encode())
                if not fresh:
                    self.wfile.write(b": still here\n\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

