#!/usr/bin/env bash
# TRL's vLLM generation server (weights are synced from the trainer after every step).
#   MODEL=Qwen/Qwen3-8B TP=4 DP=1 CUDA_VISIBLE_DEVICES=0,1,2,3 bash launch/vllm_serve.sh
# TP = tensor-parallel size (GPUs per model replica), DP = replicas; TP x DP GPUs in all.
set -euo pipefail
: "${MODEL:?set MODEL (a Hub id or a local checkpoint)}"
exec trl vllm-serve \
  --model "$MODEL" \
  --tensor-parallel-size "${TP:-1}" \
  --data-parallel-size "${DP:-1}" \
  --max-model-len "${MAX_MODEL_LEN:-32768}" \
  --gpu-memory-utilization "${GPU_MEM:-0.9}" \
  --enable-prefix-caching true \
  --host "${HOST:-0.0.0.0}" --port "${PORT:-8000}" \
  "$@"
