"""reportlab's stream encoding, taken a faster way, gives the same bytes (and the same refusals)."""

from __future__ import annotations

import pytest

from ntw_print.print.render.streams import _reportlab_encode, pdfdoc_bytes


def test_every_character_encodes_as_reportlab_encodes_it():
    for code in range(0x300):
        text = f"1 0 0 1 12.5 30 Tm ({chr(code)}) Tj"
        try:
            expected = _reportlab_encode(text)
        except UnicodeEncodeError:
            with pytest.raises(UnicodeEncodeError):
                pdfdoc_bytes(text)
            continue
        assert pdfdoc_bytes(text) == expected, hex(code)


def test_bytes_pass_through_and_a_build_writes_through_the_fast_way():
    from reportlab.pdfbase import pdfdoc

    import ntw_print.print.render.pdf  # noqa: F401 - installs it

    assert pdfdoc_bytes(b"\x00\xff") == b"\x00\xff"
    assert pdfdoc.pdfdocEnc is pdfdoc_bytes


def test_streams_are_deflated_at_the_chosen_level_and_read_back_whole():
    import zlib

    from reportlab.pdfbase import pdfdoc

    from ntw_print.print.render.streams import COMPRESSION_LEVEL, compressed

    import ntw_print.print.render.pdf  # noqa: F401 - installs it

    text = "1 0 0 1 12.5 30 cm 0 0 m 10 10 l S " * 200
    assert pdfdoc.PDFZCompress.encode(text) == zlib.compress(text.encode(), COMPRESSION_LEVEL)
    assert zlib.decompress(compressed(None, text)) == text.encode()
