"""Families of the 'algorithms' category."""
