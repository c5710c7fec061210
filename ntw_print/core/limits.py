"""How much work a game folder may ask for: limits no real game meets, refused before anything is expanded.

A game folder is untrusted input: a row asking for ten million copies, a data file linked to
/dev/zero or a 20 MB drawing would otherwise run until the machine gives out. Each limit below sits
far above what the five games in data/ use (measured with `ntw-print build --paper a4` and the
files themselves, noted beside each), so that a real game never meets one; docs/limits.md lists
them for designers.
"""

from __future__ import annotations

MIB = 1024 * 1024

# A YAML or CSV data file, in bytes. The largest of the five games: data/switzerland/map.yaml, 17 KB.
MAX_DATA_FILE_BYTES = 2 * MIB

# A symbol's SVG file (and any file it refers to), in bytes. The largest: 1.4 KB (7 Seconds' troopers).
MAX_SVG_BYTES = 1 * MIB

# Elements (tags) of one symbol, counting the files it refers to. The most: 21 (7 Seconds' scout).
MAX_SVG_ELEMENTS = 10_000

# A picture (PNG or JPEG), in bytes and in pixels. None of the five games has one; a photo on a
# poker card at 600 dpi is 1500 x 2100 pixels (3.2 million) and a few MB.
MAX_PICTURE_BYTES = 20 * MIB
MAX_PICTURE_PIXELS = 50_000_000

# Copies of one row of pieces or cards. The most: 60 (7 Seconds' counters).
MAX_COPIES = 1_000

# Pieces or cards of one sheet file, every row's copies counted. The most: 286 (Switzerland's counters).
MAX_PIECES = 5_000

# Pages of one printed file. The most: 16 (New Techno War's boards, tiled on A4).
MAX_PAGES = 500
