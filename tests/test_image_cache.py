"""The export's picture cache uses a kept folder only when its record names exactly the files in it:
a record edited to name a file outside the folder is not followed."""

from __future__ import annotations

import json

from ntw_print.app.export.image_cache import RECORD, ImageCache, stamp


def test_a_kept_folder_is_found_and_a_record_naming_a_file_outside_it_is_not(tmp_path):
    cache = ImageCache(tmp_path)
    with cache.making("board-1") as (folder, said):
        (folder / "board.png").write_bytes(b"png")
        said["size"] = [1, 2]
    assert ImageCache(tmp_path).find("board-1") == {"size": [1, 2]}
    outside = tmp_path / "secret.txt"
    outside.write_text("not the cache's", encoding="utf-8")
    record_path = cache.root / "board-1" / RECORD
    record = json.loads(record_path.read_text(encoding="utf-8"))
    record["files"]["../../secret.txt"] = stamp(outside)
    record_path.write_text(json.dumps(record), encoding="utf-8")
    assert ImageCache(tmp_path).find("board-1") is None
