"""Families of the 'distributed' category."""
