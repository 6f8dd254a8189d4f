"""TermiGen training: SFT on error-correction trajectories and multi-turn GRPO in task containers (TRL)."""

__version__ = "0.1.0"
