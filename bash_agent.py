"""terminal-bench (tb 0.2.18) adapter for the TermiGen BashAgent.

    MODEL_ENDPOINT=http://localhost:8000/v1 PYTHONPATH=. tb run --dataset-path <dir> \\
        --agent-import-path bash_agent:BashAgent -m <served model name> [-k max_episodes=50 ...]

Commands are typed into tb's tmux session (see TmuxTerminal). tb never stops an agent at the task's
timeout, so the agent keeps its own budget: `time_budget_sec`, by default tb's default task timeout
(360 s) minus a margin; raise it with `-k time_budget_sec=…` for tasks that allow more.
Writes run.json, trajectory.json (ATIF) and episode-NNNN/{prompt,response}.json into tb's agent-logs.
"""

from __future__ import annotations

import asyncio
import logging
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from terminal_bench.agents.base_agent import AgentResult, BaseAgent
from terminal_bench.agents.failure_mode import FailureMode
from terminal_bench.terminal.tmux_session import TmuxSession

from termigen.agent import AGENT_NAME, AgentConfig, AgentLoop, AgentRun, EndReason, TmuxTerminal, split_kwargs
from termigen.agent.records import write_json

TB_DEFAULT_BUDGET_SEC = 360.0 - 10.0  # tb's default max_agent_timeout_sec, less time to stop cleanly

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
        self._model_name = model_name
        self._min_wait_sec = float(min_wait_sec)
        self._config = AgentConfig.from_sources(ours, os.environ, defaults={"time_budget_sec": TB_DEFAULT_BUDGET_SEC})
        self._timestamped_markers: list[tuple[float, str]] = []  # tb reads this attribute on its timeout

    @staticmethod
    def name() -> str:
        return AGENT_NAME

    def perform_task(self, instruction: str, session: TmuxSession, logging_dir: Path | None = None) -> AgentResult:
        # tb calls this in a worker thread with no event loop, so the async core gets its own.
        run = asyncio.run(self._run(self._render_instruction(instruction), session, logging_dir))
        if run.error:
            log.error("BashAgent ended with %s: %s", run.end_reason.value, run.error)
        return AgentResult(
            total_input_tokens=run.usage.prompt_tokens,
            total_output_tokens=run.usage.completion_tokens,
            failure_mode=_FAILURE_MODES.get(run.end_reason, FailureMode.NONE),
            timestamped_markers=self._timestamped_markers,
        )

    async def _run(self, instruction: str, session: TmuxSession, logging_dir: Path | None) -> AgentRun:
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
            self._config,
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
