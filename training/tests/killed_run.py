"""Run a training entry point and SIGKILL it right after it saved the checkpoint of step STEP (a node that
dies: no cleanup, no final save). STEP 0: never killed (the resumed run). Used by test_resume.py.

    python tests/killed_run.py STEP termigen_train.sft --config ... --set ...
    python tests/killed_run.py STEP --scripted-first-turn termigen_train.grpo.run --config ... --set ...

--scripted-first-turn: GRPO with the scripted first reply of tests/scripted_policy.py (the tiny model cannot
write a tool call); everything after it is the model's.
"""

from __future__ import annotations

import os
import runpy
import signal
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)


def main() -> None:
    step, rest = int(sys.argv[1]), sys.argv[2:]
    if rest and rest[0] == "--scripted-first-turn":
        import scripted_policy

        scripted_policy.install()
        rest = rest[1:]
    module, rest = rest[0], rest[1:]
    from termigen_train.tracking import MetricsFileCallback

    def on_save(self, args, state, control, **kwargs):
        if step and state.global_step == step:
            sys.stdout.flush()
            os.kill(os.getpid(), signal.SIGKILL)

    MetricsFileCallback.on_save = on_save
    sys.argv = [module, *rest]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
