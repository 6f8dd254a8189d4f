"""Both layouts from the one Task model: Harbor 2.0 and Terminal-Bench 1.0, written and read back losslessly."""

from termigen.formats.harbor import read_harbor, write_harbor
from termigen.formats.tb1 import read_tb1, write_tb1

__all__ = ["read_harbor", "write_harbor", "read_tb1", "write_tb1"]
