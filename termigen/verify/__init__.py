"""The verification gate: static checks, then oracle / nop / decoy trials in real containers, into a manifest."""
