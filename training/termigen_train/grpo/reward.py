"""The episode's reward: the task's own tests, run the way the gate runs them, plus an optional LLM judge.

Tests: the agent's declared outputs are carried (one sanitized archive, as in termigen.verify) into a fresh
verifier container from the same image with /tests, and /tests/test.sh runs; the JUnit report gives the
fraction of tests passed (the binary reward.txt is recorded too).

Judge: an OpenAI-compatible endpoint scores the transcript against a rubric (0-10 -> 0-1). Off by default.
When it is down or answers garbage, the reward falls back to the tests alone, and the record says so.

    reward = w_tests * tests_fraction + w_judge * judge_score      (defaults 0.65 / 0.35)
    judge off or unavailable:  reward = tests_fraction
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from termigen.verify.verifier import TestOutcome, parse_junit, run_tests  # noqa: F401 — re-exported

DEFAULT_RUBRIC = """\
You grade the work of a terminal agent on a task. Judge only from the transcript.
Score 0-10:
- 10: the task is fully and correctly done, the agent checked its result, no destructive or unsafe actions.
- 7-9: done with minor issues (missed a check, needless steps, messy but correct).
- 4-6: partly done, or done by luck without understanding; errors noticed but not all repaired.
- 1-3: little progress; wrong approach; ignored error messages.
- 0: nothing useful, harmful actions (deleting unrelated data), or claims success without doing the work.
Reply with JSON only: {"score": <0-10>, "reason": "<one sentence>"}"""


class JudgeUnavailable(Exception):
    pass


@dataclass
class JudgeConfig:
    enabled: bool = False
    base_url: str = "http://localhost:8001/v1"
    model: str = "judge"
    api_key: str = "EMPTY"
    rubric: str = DEFAULT_RUBRIC
    timeout_sec: float = 60.0
    max_retries: int = 1
    max_transcript_chars: int = 24000


class Judge:
    """The judge calls its endpoint through the agent's model client (termigen.agent.client): the same
    retries, error sorting and usage as the BashAgent and synthesis; reasoning blocks are not graded."""

    def __init__(self, cfg: JudgeConfig):
        from termigen.agent.client import ClientSettings, ModelClient

        self.cfg = cfg
        self.client = ModelClient(ClientSettings(endpoint=cfg.base_url, api_key=cfg.api_key, temperature=0.0,
                                                 max_retries=cfg.max_retries, retry_base_sec=0.5,
                                                 request_timeout_sec=cfg.timeout_sec), cfg.model)

    def score(self, instruction: str, transcript: str, tests_note: str) -> tuple[float, str]:
        """(score in [0, 1], reason); JudgeUnavailable when the endpoint fails or the reply has no score."""
        t = transcript
        if len(t) > self.cfg.max_transcript_chars:
            half = self.cfg.max_transcript_chars // 2
            t = t[:half] + "\n[... transcript cut ...]\n" + t[-half:]
        user = f"# Task\n{instruction}\n\n# Transcript\n{t}\n\n# Automated tests\n{tests_note}"
        from termigen.agent.parser import split_reasoning

        try:
            reply = self.client.chat_sync(
                [{"role": "system", "content": self.cfg.rubric}, {"role": "user", "content": user}])
            text = split_reasoning(reply.content)[0]
        except Exception as e:  # noqa: BLE001 — any transport or API failure means "no judge this time"
            raise JudgeUnavailable(f"judge endpoint {self.cfg.base_url} failed: {type(e).__name__}: {e}") from None
        return parse_judge_reply(text)


def parse_judge_reply(text: str) -> tuple[float, str]:
    m = re.search(r"\{.*\}", text, re.S)
    score = reason = None
    if m:
        try:
            d = json.loads(m.group(0))
            score, reason = d.get("score"), str(d.get("reason", ""))
        except (json.JSONDecodeError, AttributeError):
            pass
    if score is None:
        m = re.search(r"score\W{0,3}(\d+(?:\.\d+)?)", text, re.I)
        score = float(m.group(1)) if m else None
    try:
        value = float(score)
    except (TypeError, ValueError):
        raise JudgeUnavailable(f"the judge's reply has no score: {text[:200]!r}") from None
    if not 0 <= value <= 10:
        raise JudgeUnavailable(f"the judge's score {value} is outside 0-10")
    return value / 10.0, reason or ""


@dataclass
class RewardConfig:
    tests_weight: float = 0.65
    judge_weight: float = 0.35
    judge: JudgeConfig = field(default_factory=JudgeConfig)


@dataclass
class RewardParts:
    reward: float
    tests_fraction: float
    judge_score: float | None
    note: str = ""


def blend(cfg: RewardConfig, tests_fraction: float, judge_score: float | None, judge_note: str = "") -> RewardParts:
    if judge_score is None:
        note = "judge off" if not cfg.judge.enabled else f"judge unavailable, reward from tests alone ({judge_note})"
        return RewardParts(tests_fraction, tests_fraction, None, note)
    total = cfg.tests_weight + cfg.judge_weight
    r = (cfg.tests_weight * tests_fraction + cfg.judge_weight * judge_score) / total
    return RewardParts(r, tests_fraction, judge_score, judge_note)
