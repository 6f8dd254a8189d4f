"""Families of the 'build' category."""
