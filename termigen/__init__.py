"""TermiGen: verified terminal-agent task environments, an agent, synthesis and training recipes."""

__version__ = "0.1.0"
DATASET_NAME = "termigen-environments"
DATASET_VERSION = "1.5"

import os as _os

# Offline hygiene for the harnesses we import (harbor, terminal-bench -> litellm): no telemetry, no fetching of
# litellm's model cost map (it retries for seconds when there is no internet).
_os.environ.setdefault("HARBOR_TELEMETRY", "0")
_os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
