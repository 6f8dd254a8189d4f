"""Run under torchrun by test_torchrun.py: the GRPO entry point's trainer, with a scripted policy behind an
emulated vLLM *server*: every generation call gathers all ranks' prompts to rank 0, rank 0 answers them, the
answers are broadcast and each rank takes `rank * len(prompts)` onwards, as TRL's server mode does.

Rank 0's episodes take three tool turns, rank 1's one, so without lockstep tool turns the ranks' collectives
stop matching. Prints one JSON line per rank.

    torchrun --nproc_per_node 2 tests/scripted_grpo_main.py --config configs/grpo/tiny-cpu.yaml --set ...
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

CALL = '<tool_call>\n{{"name": "bash", "arguments": {{"command": "{cmd}"}}}}\n</tool_call><|im_end|>'
LONG = ["cat /app/data.csv", "tail -n +2 /app/data.csv | wc -l > /app/count.txt"]  # rank 0's turns 2 and 3
DONE = "All checked. TASK_COMPLETE<|im_end|>"


def scripted_reply(text: str, flat_index: int, per_rank: int) -> str:
    """The policy: decided by the rollout's own history (so a completion handed to the wrong rollout shows)."""
    turns = text.count("<tool_response>")
    if turns == 0:  # first turn: rank 0 writes hello/bye and marks its episodes long
        rank, word = flat_index // per_rank, ("hello", "bye")[flat_index % 2]
        tag = "  # long" if rank == 0 else ""
        return CALL.format(cmd=f"echo {word} > /app/out.txt{tag}")
    if "# long" in text and turns <= len(LONG):
        return CALL.format(cmd=LONG[turns - 1])
    return DONE


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    p.add_argument("--set", action="append", default=[])
    a = p.parse_args()
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    from accelerate.utils import broadcast_object_list, gather_object
    from termigen_train.config import load_recipe
    from termigen_train.grpo.run import run
    from termigen_train.grpo.trainer import TermigenGRPOTrainer

    class ScriptedServer(TermigenGRPOTrainer):
        engine_calls = 0

        def _engine_generate(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
            ScriptedServer.engine_calls += 1
            all_prompts = gather_object(prompt_ids)
            payload = None
            if self.accelerator.is_main_process:
                tok = self.processing_class
                per_rank = len(all_prompts) // self.accelerator.num_processes
                payload = [tok.encode(scripted_reply(tok.decode(ids), i, per_rank))
                           for i, ids in enumerate(all_prompts)]
            obj = [payload]
            broadcast_object_list(obj, from_process=0)
            start = self.accelerator.process_index * len(prompt_ids)
            return obj[0][start:start + len(prompt_ids)], None

    summary = run(load_recipe(a.config, a.set, kind="grpo"), trainer_cls=ScriptedServer)
    print(json.dumps({**summary, "engine_calls": ScriptedServer.engine_calls}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
