"""The numbers that are not finite in a page's drawing are found however they are written, and a
stream whose text only holds the words (`Infantry`, `information`) is passed over without its text
strings being cut out first (the slow way, taken only where an operand may stand)."""

from __future__ import annotations

from pypdf.generic import DecodedStreamObject

import ntw_print.print.readback.operands as operands


def stream(data: bytes) -> DecodedStreamObject:
    found = DecodedStreamObject()
    found.set_data(data)
    return found


def test_an_operand_written_in_mixed_case_is_found():
    drawn = stream(b"q 1 0 0 1 nAn -iNF cm Q")
    assert operands._operands(drawn) == ["nAn", "-iNF"]


def test_words_in_text_alone_are_no_operands():
    drawn = stream(b"BT /F1 9 Tf (Infantry and information: nan) Tj ET 1 0 0 1 10 20 cm")
    assert operands._operands(drawn) == []


def test_a_stream_whose_words_only_begin_longer_words_is_passed_over_at_once(monkeypatch):
    class Refused:
        def sub(self, *args):
            raise AssertionError("the text strings were cut out of a stream with no operand in it")

    monkeypatch.setattr(operands, "STRINGS", Refused())
    drawn = stream(b"BT /F1 9 Tf (Infantry) Tj (NANO) Tj ET 1 0 0 1 10.5 20 cm")
    assert operands._operands(drawn) == []


def test_only_the_lines_where_such_a_word_stands_have_their_strings_cut_out(monkeypatch):
    """A scenario map's stream writes `(Inf 2)` in its text: its other lines are not searched for strings."""
    cut: list[bytes] = []

    class Recorded:
        def sub(self, replacement, data):
            cut.append(data)
            return operands.STRINGS_PATTERN.sub(replacement, data)

    monkeypatch.setattr(operands, "STRINGS_PATTERN", operands.STRINGS, raising=False)
    monkeypatch.setattr(operands, "STRINGS", Recorded())
    drawing = b"1 0 0 1 10.5 20 cm (Wood) Tj\n" * 500
    drawn = stream(drawing + b"BT /F1 9 Tf (Inf 2) Tj ET\n" + drawing)
    assert operands._operands(drawn) == []
    assert cut == [b"BT /F1 9 Tf (Inf 2) Tj ET"]


def test_a_string_running_over_lines_is_text_still():
    drawn = stream(b"BT /F1 9 Tf (Infantry\nnan) Tj ET\n1 0 0 1 10 20 cm")
    assert operands._operands(drawn) == []
    drawn = stream(b"BT /F1 9 Tf (Infantry\nnan) Tj ET\n1 0 0 1 -nan 20 cm")
    assert operands._operands(drawn) == ["-nan"]
