#!/usr/bin/env bash
# The training env: Python 3.11 venv in training/.venv with torch 2.13.0 (CPU build here), TRL and friends
# pinned, and the termigen package (editable, no deps). Idempotent: a second run with unchanged
# requirements returns in a second.
#   bash training/setup_env.sh            # TRAINING_PYTHON=/path/to/python3.11 to choose the interpreter
#   bash training/setup_env.sh --gpu      # GPU nodes: training/.venv-gpu from requirements-gpu.lock.txt (CUDA)
#   bash training/setup_env.sh --gpu --rocm   # AMD (MI300X/MI325X): ROCm torch; vLLM/flash-attn from AMD builds
#   add --dry-run to print what would be installed
set -euo pipefail
cd "$(dirname "$0")"
log() { printf '\033[1;34m[training-env]\033[0m %s\n' "$*"; }
GPU=0 ROCM=0 DRY=0
for arg in "$@"; do
  case "$arg" in
    --gpu) GPU=1 ;;
    --rocm) ROCM=1 ;;
    --dry-run) DRY=1 ;;
    *) echo "setup_env.sh: unknown option $arg (--gpu, --rocm, --dry-run)" >&2; exit 2 ;;
  esac
done
[ "$ROCM" = 0 ] || [ "$GPU" = 1 ] || { echo "setup_env.sh: --rocm goes with --gpu" >&2; exit 2; }

find_python311() {
  local c
  for c in "${TRAINING_PYTHON:-}" "$(command -v python3.11 || true)" \
           "$(ls -d "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.11*/bin/python3.11 2>/dev/null | sort -V | tail -n1)" \
           "$(command -v python3 || true)"; do
    [ -n "$c" ] && [ -x "$c" ] && "$c" -c 'import sys; assert sys.version_info[:2] == (3, 11)' 2>/dev/null \
      && { echo "$c"; return; }
  done
  return 1
}

stamp_value() { cat requirements.txt requirements.lock.txt setup_env.sh pyproject.toml | sha256sum | cut -d' ' -f1; }

if [ "$GPU" = 1 ]; then
  # One resolution for torch + vLLM + flash-attn (+ DeepSpeed, verl) from the GPU lock, the CPU env's pins as
  # constraints for the rest (their torch pin is left out: the lock's wins), then pip check + imports.
  VENV=${TERMIGEN_GPU_VENV:-.venv-gpu}
  lock=requirements-gpu.lock.txt
  cons=$(mktemp); trap 'rm -f "$cons"' EXIT
  grep -v -i '^torch==' requirements.lock.txt > "$cons"
  if [ "$ROCM" = 1 ]; then
    # ROCm: torch from the ROCm index; vLLM and flash-attn have no ROCm wheels on PyPI (AMD's containers or
    # source builds: launch/ROCM.md), so they are left out of the resolution and checked for afterwards.
    rocm_index=${TORCH_ROCM_INDEX:-https://download.pytorch.org/whl/rocm6.4}
    torch_pin=$(grep -i '^torch==' "$lock")
    gpu_reqs=$(mktemp); grep -v -i -E '^(torch|vllm|flash-attn|--extra-index-url)' "$lock" > "$gpu_reqs"
    steps=("pip install --index-url $rocm_index $torch_pin"
           "pip install -r $gpu_reqs -r requirements.txt -c $cons  (DS_BUILD_OPS=0)")
  else
    steps=("pip install -r $lock -r requirements.txt -c $cons")
  fi
  steps+=("pip install --no-deps -e .. -e ." "pip check" "import torch, vllm, flash_attn, deepspeed, trl; torch.cuda.is_available()")
  if [ "$DRY" = 1 ]; then
    log "dry run: GPU env $VENV ($([ "$ROCM" = 1 ] && echo ROCm || echo CUDA)) from $lock"
    for s in "${steps[@]}"; do echo "  $s"; done
    echo "  pins: $(grep -i -E '^(torch|vllm|flash-attn|deepspeed)==' "$lock" | tr '\n' ' ')"
    exit 0
  fi
  if [ ! -x "$VENV/bin/python" ]; then
    py=$(find_python311) || { echo "Python 3.11 not found: set TRAINING_PYTHON" >&2; exit 1; }
    log "creating $VENV with $py"
    "$py" -m venv "$VENV"
  fi
  gpip=("$VENV/bin/python" -m pip install --disable-pip-version-check)
  if [ "$ROCM" = 1 ]; then
    log "ROCm torch ($torch_pin from $rocm_index)"
    "${gpip[@]}" --index-url "$rocm_index" "$torch_pin"
    log "GPU extras + requirements.txt (vLLM and flash-attn: AMD builds, see launch/ROCM.md)"
    DS_BUILD_OPS=0 "${gpip[@]}" -r "$gpu_reqs" -r requirements.txt -c "$cons"
  else
    log "torch + vLLM + flash-attn + DeepSpeed + verl from $lock, with requirements.txt"
    "${gpip[@]}" -r "$lock" -r requirements.txt -c "$cons"
  fi
  "${gpip[@]}" --no-deps -e .. -e .
  "$VENV/bin/python" -m pip check
  "$VENV/bin/python" - <<'PY'
import importlib, torch
missing = [m for m in ("vllm", "flash_attn", "deepspeed", "trl") if importlib.util.find_spec(m) is None]
gpu = torch.cuda.is_available()
print("torch", torch.__version__, "hip" if torch.version.hip else "cuda", torch.version.hip or torch.version.cuda,
      "| devices:", torch.cuda.device_count() if gpu else 0, "| missing:", missing or "none")
if missing:
    raise SystemExit(f"GPU env incomplete: {missing} (ROCm: install AMD's vLLM/flash-attn builds, launch/ROCM.md)")
PY
  log "ready: training/$VENV (the launch scripts use it: TERMIGEN_VENV to choose another)"
  exit 0
fi
[ "$DRY" = 0 ] || { log "dry run: CPU env .venv from requirements.txt + requirements.lock.txt, torch ${TORCH_VERSION:-2.13.0}"; exit 0; }

if [ -x .venv/bin/python ] && .venv/bin/python -c 'import sys; assert sys.version_info[:2] == (3, 11)' 2>/dev/null \
   && [ "$(cat .venv/.env-stamp 2>/dev/null)" = "$(stamp_value)" ]; then
  log "up to date (.venv)"
  exit 0
fi

if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; assert sys.version_info[:2] == (3, 11)' 2>/dev/null; then
  py=$(find_python311) || { echo "Python 3.11 not found: set TRAINING_PYTHON" >&2; exit 1; }
  log "creating .venv with $py"
  rm -rf .venv
  "$py" -m venv .venv
fi
pip=(.venv/bin/python -m pip install -q --disable-pip-version-check)
log "torch ${TORCH_VERSION:-2.13.0}"
"${pip[@]}" "torch==${TORCH_VERSION:-2.13.0}"
log "requirements.txt (constrained by requirements.lock.txt)"
"${pip[@]}" -r requirements.txt -c requirements.lock.txt
log "termigen and termigen-training (editable, no deps)"
"${pip[@]}" --no-deps -e .. -e .
.venv/bin/python -c 'import torch, trl, transformers, termigen.sandbox, termigen.synth, termigen_train; print("torch", torch.__version__, "trl", trl.__version__, "transformers", transformers.__version__)'
stamp_value > .venv/.env-stamp
log "ready: training/.venv"
