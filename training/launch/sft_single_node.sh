#!/usr/bin/env bash
# SFT on one 8-GPU node (DeepSpeed ZeRO-3):
#   bash launch/sft_single_node.sh configs/sft/qwen2.5-coder-32b.yaml [--set trl.num_train_epochs=1 ...]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${TERMIGEN_VENV:-.venv-gpu}   # the GPU env: bash setup_env.sh --gpu (ROCm: --gpu --rocm)
[ -f "$venv/bin/activate" ] || { echo "no GPU env at training/$venv: run bash setup_env.sh --gpu" >&2; exit 1; }
# shellcheck disable=SC1091
source "$venv/bin/activate"
recipe=${1:?usage: sft_single_node.sh RECIPE.yaml [--set key=value ...]}; shift
exec accelerate launch --config_file "${ACCELERATE_CONFIG:-configs/accelerate/single_node_8gpu_zero3.yaml}" \
  -m termigen_train.sft --config "$recipe" "$@"
