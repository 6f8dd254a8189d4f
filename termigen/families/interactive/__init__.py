"""Families of the 'interactive' category."""
