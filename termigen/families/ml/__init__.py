"""Families of the 'ml' category."""
