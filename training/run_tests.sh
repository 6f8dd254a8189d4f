#!/usr/bin/env bash
# CPU smoke tests of the training tree (what CI calls): sets up the env if needed, makes sure Docker and the
# termigen/core:1 base image are there, then runs training/tests. Container tests fail (not skip) here.
#   bash training/run_tests.sh [pytest args]
set -euo pipefail
cd "$(dirname "$0")"
bash setup_env.sh
if ! docker info >/dev/null 2>&1; then
  echo "[training-tests] starting the Docker engine (scripts/setup_host.sh)"
  bash ../scripts/setup_host.sh
fi
if ! docker image inspect termigen/core:1 >/dev/null 2>&1; then
  echo "[training-tests] building the termigen/core:1 base image"
  .venv/bin/python -m termigen images build core
fi
# The Harbor rollout tests (test_grpo_harbor.py) run Harbor in a helper process with a Python that has harbor
# (>= 3.12): the project env ../.venv (scripts/setup.sh makes it), or TERMIGEN_HARBOR_PYTHON.
if [ -z "${TERMIGEN_HARBOR_PYTHON:-}" ] && ! ../.venv/bin/python -c 'import harbor' >/dev/null 2>&1; then
  echo "[training-tests] no project env with harbor in ../.venv: scripts/setup.sh"
  bash ../scripts/setup.sh
fi
export TERMIGEN_TRAIN_REQUIRE_HARBOR=1
export TERMIGEN_TRAIN_REQUIRE_DOCKER=1 OMP_NUM_THREADS=${OMP_NUM_THREADS:-2} TOKENIZERS_PARALLELISM=false
exec .venv/bin/python -m pytest -q "$@"
