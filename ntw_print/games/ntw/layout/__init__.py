"""New Techno War's own layout."""
