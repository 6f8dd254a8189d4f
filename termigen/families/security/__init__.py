"""Families of the 'security' category."""
