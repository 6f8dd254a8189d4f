"""Run a training entry point and SIGKILL it right after it saved the checkpoint of step STEP (a node that
dies: no cleanup, no final save). Used by test_resume.py.

    python tests/killed_run.py STEP termigen_train.sft --config ... --set ...
"""

from __future__ import annotations

import os
import runpy
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def main() -> None:
    step, module, rest = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    from termigen_train.tracking import MetricsFileCallback

    def on_save(self, args, state, control, **kwargs):
        if state.global_step == step:
            sys.stdout.flush()
            os.kill(os.getpid(), signal.SIGKILL)

    MetricsFileCallback.on_save = on_save
    sys.argv = [module, *rest]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
