"""The one error type of synthesis; its message's first word (teacher / critic) picks the recorded outcome."""

from __future__ import annotations

from termigen.errors import TermigenError


class SynthError(TermigenError):
    pass
