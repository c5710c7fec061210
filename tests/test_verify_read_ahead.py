"""verify reads files back on the other core while it gets ready: each file read once, by whoever claims
it first, and what a worker takes is what it would have read."""

from __future__ import annotations

from pathlib import Path

import pytest

from ntw_print.app.verify import read_ahead
from ntw_print.app.verify.read_ahead import ReadAhead, read_back
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from verify_corrupt import build_for_verify

FILES = ["duplex-test", "turn-recorder"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return build_for_verify(tmp_path_factory, FILES)


def _not_here(path, first_pages=None):
    raise AssertionError(f"{path.name} read again in the worker")


def test_a_file_read_ahead_is_taken_as_it_was_read_and_not_read_again(built, monkeypatch):
    paths = [built / f"{name}.pdf" for name in FILES]
    ahead = ReadAhead([(path, None) for path in paths])
    try:
        ahead.process.join()
        ahead.hand_over()
        monkeypatch.setattr(read_ahead, "read_pdf", _not_here)
        taken = [read_back(path) for path in paths]
    finally:
        ahead.close()
    assert taken == [read_pdf(path) for path in paths]
    assert not ahead.folder.exists() and not ahead.process.is_alive()


def test_a_file_read_ahead_in_part_is_taken_only_for_as_many_pages(built, monkeypatch):
    path = built / "duplex-test.pdf"
    ahead = ReadAhead([(path, 1)])
    try:
        ahead.process.join()
        ahead.hand_over()
        monkeypatch.setattr(read_ahead, "read_pdf", lambda path, first_pages: ("read here", first_pages))
        assert read_back(path) == ("read here", None)  # the whole file is wanted: read here
        monkeypatch.setattr(read_ahead, "read_pdf", _not_here)
        assert read_back(path, first_pages=1) == read_pdf(path, first_pages=1)
    finally:
        ahead.close()


def test_a_file_a_worker_claims_first_is_read_by_the_worker_alone(built, monkeypatch):
    path = built / "duplex-test.pdf"
    ahead = ReadAhead([])
    try:
        ahead.hand_over()
        assert read_back(path) == read_pdf(path)  # claimed here: read here
        assert not (ahead.folder / "duplex-test.pdf.pickle").exists()
    finally:
        ahead.close()


def test_a_file_the_process_could_not_read_is_read_by_the_worker(built, monkeypatch):
    path = built / "duplex-test.pdf"
    monkeypatch.setattr(read_ahead, "read_pdf", lambda path, first_pages: 1 / 0)  # the process forked below fails on it
    ahead = ReadAhead([(path, None)])
    try:
        ahead.process.join()
        ahead.hand_over()
        monkeypatch.setattr(read_ahead, "read_pdf", read_pdf)
        assert (ahead.folder / "duplex-test.pdf.failed").exists()
        assert read_back(path) == read_pdf(path)
    finally:
        ahead.close()


def test_a_file_the_process_could_not_read_does_not_stop_it_reading_the_next(built, monkeypatch):
    first, second = (built / f"{name}.pdf" for name in FILES)

    def fails_on_the_first(path, first_pages=None):
        if path == first:
            raise ValueError("unreadable")
        return read_pdf(path, first_pages=first_pages)

    monkeypatch.setattr(read_ahead, "read_pdf", fails_on_the_first)
    ahead = ReadAhead([(first, None), (second, None)])
    try:
        ahead.process.join()
        ahead.hand_over()
        assert (ahead.folder / f"{first.name}.failed").exists()
        assert (ahead.folder / f"{second.name}.pickle").exists()
        monkeypatch.setattr(read_ahead, "read_pdf", _not_here)
        assert read_back(second) == read_pdf(second)  # taken as read ahead, not read again here
    finally:
        ahead.close()


def test_nothing_is_read_ahead_where_processes_are_not_forked(built, monkeypatch):
    monkeypatch.setattr("multiprocessing.get_all_start_methods", lambda: ["spawn"])
    ahead = ReadAhead([(built / "duplex-test.pdf", None)])
    ahead.hand_over()
    assert ahead.process is None and read_ahead._FOLDER is None
    ahead.close()


def test_verify_on_two_cores_reports_what_it_reports_on_one(built):
    from ntw_print.app.verify import verify
    from ntw_game import ntw

    one = verify(ntw(), built, BuildOptions(), only=FILES, jobs=1, force=True)
    two = verify(ntw(), built, BuildOptions(), only=FILES, jobs=2, force=True)
    assert one.ok and [f.to_json() for f in two.files] == [f.to_json() for f in one.files]


def test_a_text_run_is_pickled_as_plain_values_and_comes_back_whole():
    """What is read ahead is pickled across: a text run (the most of it) as its values, its box as four
    numbers rather than a pickled dataclass, and made again with every field as it was, in its order."""
    import pickle

    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.readback.pdfread import TextRun

    run = TextRun("B12", 10.0, 20.5, Box(9.5, 20.0, 4.25, 2.5), 6.0, 90.0, "BitstreamVeraSans-Roman", True, True)
    data = pickle.dumps(run, protocol=pickle.HIGHEST_PROTOCOL)
    back = pickle.loads(data)
    assert back == run and list(vars(back).items()) == list(vars(run).items())
    assert b"Box" not in data and b"TextRun" not in data
