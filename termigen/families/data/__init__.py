"""Families of the 'data' category."""
