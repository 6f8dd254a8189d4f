#!/usr/bin/env bash
# GRPO with verl (Ray; async vLLM rollout servers; the TermiGen agent loop runs the episodes).
# Needs the GPU env (bash setup_env.sh --gpu: verl, Ray and vLLM from requirements-gpu.lock.txt) and Docker on
# every node that runs agent-loop workers.
#   bash launch/verl_grpo.sh [hydra overrides, e.g. actor_rollout_ref.model.path=... trainer.nnodes=2]
# Multi-node: start Ray first (`ray start --head` on one node, `ray start --address=HEAD:6379` on the others),
# then run this on the head node with trainer.nnodes=N.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${TERMIGEN_VENV:-.venv-gpu}   # the GPU env: bash setup_env.sh --gpu (ROCm: --gpu --rocm)
[ -f "$venv/bin/activate" ] || { echo "no GPU env at training/$venv: run bash setup_env.sh --gpu" >&2; exit 1; }
# shellcheck disable=SC1091
source "$venv/bin/activate"
export TERMIGEN_VERL_CONFIG=${TERMIGEN_VERL_CONFIG:-$PWD/configs/verl/termigen_env.yaml}
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
[ -f outputs/verl-data/heldout.parquet ] || python -m termigen_train.verl_data ../environments_harbor \
  --out-dir outputs/verl-data
exec python -m verl.trainer.main_ppo --config-path "$PWD/configs/verl" --config-name grpo_termigen "$@"
