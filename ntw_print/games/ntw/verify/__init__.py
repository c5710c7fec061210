"""New Techno War's own verify."""
