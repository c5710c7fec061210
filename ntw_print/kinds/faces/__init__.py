"""Face templates: named boxes of text, shapes and art that counters and cards print through."""
