#!/usr/bin/env bash
# The training env: Python 3.11 venv in training/.venv with torch 2.13.0 (CPU build here), TRL and friends
# pinned, and the termigen package (editable, no deps). Idempotent: a second run with unchanged
# requirements returns in a second.
#   bash training/setup_env.sh            # TRAINING_PYTHON=/path/to/python3.11 to choose the interpreter
set -euo pipefail
cd "$(dirname "$0")"
log() { printf '\033[1;34m[training-env]\033[0m %s\n' "$*"; }

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
