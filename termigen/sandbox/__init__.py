"""Container runtime on the Docker SDK (`Sandbox`); `harbor_env` exposes it to Harbor (needs Python >= 3.12)."""

from termigen.sandbox._cleanup import cleanup_stale, install_hooks
from termigen.sandbox.container import ExecResult, Sandbox
from termigen.sandbox.pool import SandboxPool

install_hooks()  # from the importing (usually main) thread: SIGTERM/SIGINT then also cover worker threads

__all__ = ["ExecResult", "Sandbox", "SandboxPool", "cleanup_stale"]
