#!/usr/bin/env bash
# GRPO on one 8-GPU node: vLLM on GPUs 0-3 (TP 4), the trainer on GPUs 4-7 (ZeRO-3). Docker must run here
# (the task containers), and the task images build on first use.
#   MODEL=Qwen/Qwen3-8B bash launch/grpo_single_node.sh configs/grpo/qwen3-8b.yaml
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${TERMIGEN_VENV:-.venv-gpu}   # the GPU env: bash setup_env.sh --gpu (ROCm: --gpu --rocm)
[ -f "$venv/bin/activate" ] || { echo "no GPU env at training/$venv: run bash setup_env.sh --gpu" >&2; exit 1; }
# shellcheck disable=SC1091
source "$venv/bin/activate"
recipe=${1:?usage: grpo_single_node.sh RECIPE.yaml [--set key=value ...]}; shift
: "${MODEL:?set MODEL to the model of the recipe (the server must serve the same weights)}"
mkdir -p outputs/logs
CUDA_VISIBLE_DEVICES=${VLLM_GPUS:-0,1,2,3} TP=${TP:-4} DP=${DP:-1} bash launch/vllm_serve.sh \
  > outputs/logs/vllm.log 2>&1 &
vllm_pid=$!
trap 'kill $vllm_pid 2>/dev/null || true' EXIT
bash launch/wait_for_vllm.sh http://localhost:8000 "${VLLM_WAIT_SEC:-1800}"
CUDA_VISIBLE_DEVICES=${TRAIN_GPUS:-4,5,6,7} accelerate launch \
  --config_file "${ACCELERATE_CONFIG:-configs/accelerate/grpo_4gpu_zero3.yaml}" \
  -m termigen_train.grpo.run --config "$recipe" --set "model.name_or_path=$MODEL" \
  --set trl.vllm_server_base_url=http://localhost:8000 "$@"
