"""The engine's core: what every game and every printable kind shares (lengths, geometry, text)."""
