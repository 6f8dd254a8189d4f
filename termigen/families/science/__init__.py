"""Families of the 'science' category."""
