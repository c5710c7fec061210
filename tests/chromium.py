"""Headless Chromium driven over the DevTools protocol on a pipe (no websocket, no extra package):
load a page, then report its console errors, failed loads and the pictures that did not load; or
keep a tab open, ask it questions and wait for answers (the studio's tests)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--remote-debugging-pipe"]
BROKEN_IMAGES = "Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)"


def chromium() -> str | None:
    return next((found for name in ("chromium", "chromium-browser", "google-chrome") if (found := shutil.which(name))),
                None)


class Browser:
    def __init__(self, executable: str):
        self.profile = tempfile.mkdtemp(prefix="chromium-profile-")
        to_browser, self._write = os.pipe()
        self._read, from_browser = os.pipe()
        # the browser reads commands from fd 3 and writes answers to fd 4
        self.process = subprocess.Popen([executable, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL,
                                        close_fds=False, preexec_fn=lambda: _as_3_and_4(to_browser, from_browser))
        os.close(to_browser)
        os.close(from_browser)
        self._buffer = b""
        self._next = 0
        self.events: list[dict] = []

    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 10.0) -> dict:
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            reply = self._receive(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(method)

    def _receive(self, deadline: float) -> dict:
        import select

        while b"\0" not in self._buffer:
            ready, _, _ = select.select([self._read], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("no answer from chromium")
            chunk = os.read(self._read, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method: str, timeout: float = 10.0) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events:
                if event.get("method") == method:
                    return event
            self.events.append(self._receive(deadline))

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self._read)
        os.close(self._write)
        shutil.rmtree(self.profile, ignore_errors=True)


def _as_3_and_4(reads: int, writes: int) -> None:
    """In the child: the pipe ends at the descriptors Chromium's --remote-debugging-pipe uses."""
    import fcntl

    high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (reads, writes)]
    for number, fd in zip((3, 4), high):
        os.dup2(fd, number)
        os.set_inheritable(number, True)


class Tab:
    """One tab of a browser of its own, on `url`: `value` asks it a JavaScript expression, `wait_until`
    waits for one to be true, `screenshot` saves what it shows."""

    def __init__(self, executable: str, url: str, width: int = 1400, height: int = 900):
        self.browser = Browser(executable)
        try:
            target = self.browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            self.session = self.browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
                "sessionId"]
            self.call("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            self.call("Page.enable")
            self.call("Page.navigate", {"url": url})
            self.browser.wait_for("Page.loadEventFired")
        except BaseException:
            self.browser.close()
            raise

    def call(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, session=self.session)

    def value(self, expression: str):
        """The value of a JavaScript expression (awaited when it is a promise)."""
        answer = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in answer:
            raise RuntimeError(f"{expression}: {answer['exceptionDetails']}")
        return answer["result"].get("value")

    def wait_until(self, expression: str, timeout: float = 30.0, what: str = ""):
        """The expression's value once it is truthy; AssertionError after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            found = self.value(expression)
            if found:
                return found
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {timeout:g} s for {what or expression}")
            time.sleep(0.05)

    def screenshot(self, path: Path) -> None:
        import base64

        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"]))

    def close(self) -> None:
        self.browser.close()

    def __enter__(self) -> "Tab":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def load_page(executable: str, page: Path) -> tuple[list[str], list[str]]:
    """(console errors and failed loads, pictures that did not load) of `page`, once it has loaded."""
    browser = Browser(executable)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            browser.send(f"{domain}.enable", session=session)
        browser.send("Page.navigate", {"url": page.resolve().as_uri()}, session=session)
        browser.wait_for("Page.loadEventFired")
        broken = browser.send("Runtime.evaluate", {"expression": BROKEN_IMAGES, "returnByValue": True},
                              session=session)["result"]["value"]
        errors = []
        for event in browser.events:
            params = event.get("params", {})
            if event.get("method") == "Log.entryAdded" and params["entry"]["level"] == "error":
                errors.append(params["entry"]["text"] + " " + params["entry"].get("url", ""))
            elif event.get("method") == "Runtime.consoleAPICalled" and params["type"] == "error":
                errors.append(" ".join(str(a.get("value")) for a in params["args"]))
            elif event.get("method") == "Runtime.exceptionThrown":
                errors.append(params["exceptionDetails"]["text"])
        return errors, broken
    finally:
        browser.close()
