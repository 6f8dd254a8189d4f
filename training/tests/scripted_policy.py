"""The scripted first turn of the CPU GRPO tests, as a patch that works in this process and in a subprocess.

The random tiny model cannot write a tool call, so each rollout's first reply is scripted: the rollout at an
even position of the generation batch writes `hello` into /app/out.txt, the odd one `bye` (hello passes more
of the tiny tasks' tests, so every group has two rewards), or it runs the `commands` given, by position. It
depends only on the position in the batch, not on a counter, so a resumed run scripts its steps exactly as
the uninterrupted run did. Every turn after a tool result is the model's own (sampled).
"""

from __future__ import annotations

import json

HELLO_BYE = ("echo hello > /app/out.txt", "echo bye > /app/out.txt")


def tool_call(command: str) -> str:
    return "<tool_call>\n" + json.dumps({"name": "bash", "arguments": {"command": command}}) + "\n</tool_call><|im_end|>"


def scripted_engine(original, commands=HELLO_BYE):
    def _engine_generate(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        texts = [self.processing_class.decode(p) for p in prompt_ids]
        if any("<tool_response>" in t for t in texts):  # after a tool result: the model itself
            return original(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images)
        return [self.processing_class.encode(tool_call(commands[i % len(commands)]))
                for i in range(len(prompt_ids))], None

    return _engine_generate


def install(monkeypatch=None, commands=HELLO_BYE) -> None:
    """Patch TermigenGRPOTrainer's engine call (every trainer the GRPO entry point builds) with the scripted
    first turn."""
    from termigen_train.grpo.trainer import TermigenGRPOTrainer

    patched = scripted_engine(TermigenGRPOTrainer._engine_generate, tuple(commands))
    if monkeypatch is not None:
        monkeypatch.setattr(TermigenGRPOTrainer, "_engine_generate", patched)
    else:
        TermigenGRPOTrainer._engine_generate = patched
