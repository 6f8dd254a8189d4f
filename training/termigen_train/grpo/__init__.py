"""Multi-turn GRPO in TermiGen task containers (TRL GRPOTrainer + environment_factory)."""
