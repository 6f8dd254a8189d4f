"""TermiGen: verified terminal-agent task environments, an agent, synthesis and training recipes."""

__version__ = "0.1.0"
DATASET_NAME = "termigen-environments"
DATASET_VERSION = "1.0"
