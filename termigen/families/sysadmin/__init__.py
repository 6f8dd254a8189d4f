"""Families of the 'sysadmin' category."""
