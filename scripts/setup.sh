#!/usr/bin/env bash
# Everything TermiGen needs, installed when missing and reused when present (safe to run again):
#   1. the host: Docker engine + compose v2 plugin + debootstrap (scripts/setup_host.sh), daemon started;
#   2. the project env: Python 3.12 venv in .venv with uv, from uv.lock (harbor, terminal-bench, dev tools);
#   3. the shared base images (termigen/debian, core, dev, sci, ops), built offline-capable.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

bash scripts/setup_host.sh

find_python312() {
  local c
  for c in "${TERMIGEN_PYTHON:-}" "$(command -v python3.12 || true)" \
           "$(ls -d "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.12*/bin/python3.12 2>/dev/null | sort -V | tail -n1)"; do
    [ -n "$c" ] && [ -x "$c" ] && "$c" -c 'import sys; assert sys.version_info[:2] == (3, 12)' 2>/dev/null && { echo "$c"; return; }
  done
  return 1
}

if ! command -v uv >/dev/null 2>&1; then
  log "installing uv"
  python3 -m pip install -q uv
fi
export UV_PYTHON_DOWNLOADS=never  # uv cannot download interpreters here; use the machine's 3.12
if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; assert sys.version_info[:2] == (3, 12)' 2>/dev/null; then
  py=$(find_python312) || { echo "Python 3.12 not found: install it (e.g. pyenv install 3.12) or set TERMIGEN_PYTHON" >&2; exit 1; }
  log "creating .venv with $py"
  rm -rf .venv
  uv venv -q --python "$py" .venv
fi
log "syncing .venv from uv.lock"
uv sync -q --frozen --python .venv/bin/python --extra harness --extra dev --extra plots --extra ray

log "base images"
.venv/bin/termigen images build
