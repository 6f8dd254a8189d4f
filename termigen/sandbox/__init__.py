"""Container runtime on the Docker SDK (`Sandbox`); `harbor_env` exposes it to Harbor (needs Python >= 3.12)."""

from termigen.sandbox._cleanup import cleanup_stale
from termigen.sandbox.container import ExecResult, Sandbox

__all__ = ["ExecResult", "Sandbox", "cleanup_stale"]
