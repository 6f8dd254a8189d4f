"""Families of the 'software' category."""
