"""The agent's task container, with the checkpoint/rollback that lets the critic undo an error step."""

from __future__ import annotations

import uuid

from termigen.errors import TermigenError
from termigen.synth.errors import SynthError

CHECKPOINT_REPO = "termigen-synth-ckpt"


class AgentBox:
    """The agent's task container, with checkpoints: `docker commit` before an error step, and a rollback that
    replaces the container by a new one from the committed image. Only the filesystem is restored: processes
    the agent started do not survive a rollback. Checkpoint images are removed by close()."""

    def __init__(self, image: str, **limits):
        from termigen.sandbox import Sandbox

        self._Sandbox, self.limits = Sandbox, limits
        self.sandbox = Sandbox(image, **limits)
        self.checkpoints: list[str] = []
        self.rollbacks = 0

    def start(self) -> None:
        self.sandbox.start()

    def exec(self, script: str, timeout_sec: int):
        return self.sandbox.exec(script, timeout_sec)

    def checkpoint(self) -> str:
        from docker.errors import APIError

        tag = uuid.uuid4().hex[:16]
        try:
            self.sandbox.client.api.commit(self.sandbox._require(), repository=CHECKPOINT_REPO, tag=tag,
                                           message="termigen.synth checkpoint before an error step")
        except APIError as e:
            raise SynthError(f"the task container could not be checkpointed (docker commit): "
                             f"{e.explanation or e}") from None
        ref = f"{CHECKPOINT_REPO}:{tag}"
        self.checkpoints.append(ref)
        return ref

    def rollback(self, ref: str) -> None:
        old, self.sandbox = self.sandbox, self._Sandbox(ref, **self.limits)
        try:
            old.stop()
        finally:
            self.sandbox.start()
        self.rollbacks += 1

    def close(self) -> list[str]:
        """Remove the container, then the checkpoint images (newest first: children before parents)."""
        problems = []
        try:
            self.sandbox.stop()
        except TermigenError as e:
            problems.append(str(e))
        for ref in reversed(self.checkpoints):
            try:
                self.sandbox.client.api.remove_image(ref, force=True)
            except Exception as e:  # noqa: BLE001 — a leftover image is reported, never fatal
                problems.append(f"could not remove checkpoint image {ref}: {e}")
        self.checkpoints.clear()
        return problems
