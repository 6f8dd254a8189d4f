"""Families of the 'formal' category."""
