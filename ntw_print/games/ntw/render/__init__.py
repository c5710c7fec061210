"""New Techno War's own render."""
