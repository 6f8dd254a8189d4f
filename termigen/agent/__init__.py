"""BashAgent core: a ReAct loop over any `Terminal`, talking to an OpenAI-compatible endpoint.

Importable without harbor or terminal-bench; the adapters `bash_agent.py` (tb, tmux) and
`bash_agent_harbor.py` (Harbor, async exec) at the repository root wrap it.
"""

from termigen.agent.config import AgentConfig, split_kwargs
from termigen.agent.loop import AGENT_NAME, AGENT_VERSION, AgentLoop, AgentRun, EndReason, run_agent
from termigen.agent.terminal import ExecTerminal, LocalTerminal, Observation, Terminal, TerminalDead
from termigen.agent.tmux_terminal import TmuxTerminal

__all__ = [
    "AGENT_NAME",
    "AGENT_VERSION",
    "AgentConfig",
    "AgentLoop",
    "AgentRun",
    "EndReason",
    "ExecTerminal",
    "LocalTerminal",
    "Observation",
    "Terminal",
    "TerminalDead",
    "TmuxTerminal",
    "run_agent",
    "split_kwargs",
]
