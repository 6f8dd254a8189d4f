"""terminal-bench (tb 0.2.18) adapter for the TermiGen BashAgent.

    MODEL_ENDPOINT=http://localhost:8000/v1 PYTHONPATH=. tb run --dataset-path <dir> \\
        --agent-import-path bash_agent:BashAgent -m <served model name> [-k max_episodes=50 ...]

Commands are typed into tb's tmux session (see TmuxTerminal). tb never stops an agent at the task's
timeout (its thread keeps running), so the agent keeps its own budget: by default the task's own agent
timeout as tb computes it (`max_agent_timeout_sec` x `--global-timeout-multiplier`, or
`--global-agent-timeout-sec`), less a margin, read from the run's `tb.lock` and the task's `task.yaml`;
tb's default task timeout (360 s) less the margin when those cannot be read; `-k time_budget_sec=…` wins.
The model is `-k model=…`, else tb's `-m`, else MODEL_NAME.
Writes run.json, trajectory.json (ATIF) and episode-NNNN/{prompt,response}.json into tb's agent-logs.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from terminal_bench.agents.base_agent import AgentResult, BaseAgent
from terminal_bench.agents.failure_mode import FailureMode
from terminal_bench.terminal.tmux_session import TmuxSession

from termigen.agent import AGENT_NAME, AgentConfig, AgentLoop, AgentRun, EndReason, TmuxTerminal, split_kwargs
from termigen.agent.records import write_json

TB_DEFAULT_TIMEOUT_SEC = 360.0  # tb's default max_agent_timeout_sec
STOP_MARGIN_SEC = 10.0  # time to stop cleanly before tb gives up on the agent
TB_DEFAULT_BUDGET_SEC = TB_DEFAULT_TIMEOUT_SEC - STOP_MARGIN_SEC

_FAILURE_MODES = {
    EndReason.TIME_BUDGET: FailureMode.AGENT_TIMEOUT,
    EndReason.PARSE_ERRORS: FailureMode.FATAL_LLM_PARSE_ERROR,
    EndReason.CONTEXT_EXHAUSTED: FailureMode.CONTEXT_LENGTH_EXCEEDED,
    EndReason.MODEL_UNAVAILABLE: FailureMode.UNKNOWN_AGENT_ERROR,
    EndReason.MODEL_ERROR: FailureMode.UNKNOWN_AGENT_ERROR,
    EndReason.TERMINAL_DEAD: FailureMode.UNKNOWN_AGENT_ERROR,
}
log = logging.getLogger(__name__)


class BashAgent(BaseAgent):
    def __init__(self, model_name: str | None = None, min_wait_sec: float = 0.0, **kwargs: Any):
        ours, rest = split_kwargs(kwargs)
        super().__init__(**rest)  # tb's own kwargs (no_rebuild, version, prompt_template, …)
        if model_name:  # tb's -m beats MODEL_NAME; an explicit -k model=… beats both
            ours.setdefault("model", model_name)
        self._model_name = model_name
        self._min_wait_sec = float(min_wait_sec)
        self._budget_given = "time_budget_sec" in ours or bool(os.environ.get("BASH_AGENT_TIME_BUDGET_SEC"))
        self._config = AgentConfig.from_sources(ours, os.environ, defaults={"time_budget_sec": TB_DEFAULT_BUDGET_SEC})
        self._timestamped_markers: list[tuple[float, str]] = []  # tb reads this attribute on its timeout

    @staticmethod
    def name() -> str:
        return AGENT_NAME

    def perform_task(self, instruction: str, session: TmuxSession, logging_dir: Path | None = None) -> AgentResult:
        config = self._config
        if not self._budget_given:
            timeout = task_agent_timeout(logging_dir)
            if timeout is not None:
                config = config.model_copy(update={"time_budget_sec": max(1.0, timeout - STOP_MARGIN_SEC)})
        # tb calls this in a worker thread with no event loop, so the async core gets its own.
        run = asyncio.run(self._run(self._render_instruction(instruction), session, logging_dir, config))
        if run.error:
            log.error("BashAgent ended with %s: %s", run.end_reason.value, run.error)
        return AgentResult(
            total_input_tokens=run.usage.prompt_tokens,
            total_output_tokens=run.usage.completion_tokens,
            failure_mode=_FAILURE_MODES.get(run.end_reason, FailureMode.NONE),
            timestamped_markers=self._timestamped_markers,
        )

    async def _run(
        self, instruction: str, session: TmuxSession, logging_dir: Path | None, config: AgentConfig
    ) -> AgentRun:
        # Asciinema markers (for tb's viewer) cost a docker exec each: take them off the loop's path.
        marker_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tb-markers")

        def add_marker(label: str) -> None:
            try:
                self._timestamped_markers.append((session.get_asciinema_timestamp(), label))
            except Exception:  # noqa: BLE001 — markers are a nicety of tb's viewer
                pass

        loop = AgentLoop(
            instruction,
            TmuxTerminal(session, min_wait_sec=self._min_wait_sec),
            config,
            model=self._model_name,
            log_dir=logging_dir,
            on_update=lambda run: marker_pool.submit(add_marker, f"episode {run.episodes}"),
        )
        try:
            return await loop.run()
        finally:
            marker_pool.shutdown(wait=True)
            if logging_dir is not None and loop.run_state.trajectory is not None:
                write_json(Path(logging_dir) / "trajectory.json", loop.run_state.trajectory)


def task_agent_timeout(logging_dir: Path | str | None) -> float | None:
    """The agent timeout tb gives this trial, from `<run>/tb.lock` and the task's `task.yaml`; None if unknown.

    tb's layout: logging_dir = <run>/<task id>/<trial>/agent-logs; the lock records the dataset (a local
    path, or a registry name and version cached under ~/.cache/terminal-bench) and the run's timeout flags.
    """
    if logging_dir is None:
        return None
    try:
        logs = Path(logging_dir)
        task_id, run_dir = logs.parents[1].name, logs.parents[2]
        lock = json.loads((run_dir / "tb.lock").read_text())
        run_config = lock.get("run_config") or {}
        if run_config.get("global_agent_timeout_sec"):
            return float(run_config["global_agent_timeout_sec"])
        dataset = lock.get("dataset") or {}
        if dataset.get("local_path"):
            root = Path(dataset["local_path"])
        elif dataset.get("name") and dataset.get("version"):
            root = Path.home() / ".cache" / "terminal-bench" / dataset["name"] / dataset["version"]
        else:
            return None
        task_yaml = (root / task_id / "task.yaml").read_text()
    except (OSError, ValueError, IndexError, TypeError):
        return None
    match = re.search(r"^max_agent_timeout_sec:\s*([0-9.]+)\s*$", task_yaml, re.M)
    timeout = float(match.group(1)) if match else TB_DEFAULT_TIMEOUT_SEC
    return timeout * float(run_config.get("global_timeout_multiplier") or 1.0)
