"""The data models every game shares, and how they are validated."""
