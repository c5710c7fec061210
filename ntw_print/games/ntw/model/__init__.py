"""New Techno War's own model."""
