#!/usr/bin/env bash
# wait_for_vllm.sh URL [TIMEOUT_SEC]: poll TRL's vLLM server /health until it answers.
set -euo pipefail
url=${1:?usage: wait_for_vllm.sh http://host:8000 [timeout]}; deadline=$(( $(date +%s) + ${2:-1800} ))
until curl -sf "$url/health" >/dev/null 2>&1; do
  [ "$(date +%s)" -lt "$deadline" ] || { echo "vLLM server at $url did not come up" >&2; exit 1; }
  sleep 10
done
echo "vLLM server at $url is up"
