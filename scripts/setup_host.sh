#!/usr/bin/env bash
# Installs and starts what TermiGen needs on a fresh Debian 12 machine: Docker engine, the compose v2 plugin,
# debootstrap (for base images without a registry). Idempotent: each step is skipped when already done.
set -euo pipefail
log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"

apt_updated=0
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ $apt_updated = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  log "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The Debian mirror the machine already uses (never hard-coded).
debian_mirror() {
  local m
  m=$(grep -hE '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
      | grep -v security | head -n1 | awk '{print ($1=="deb") ? $2 : $2}')
  [ -n "$m" ] || m=$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | head -n1 | awk '{print $2}')
  echo "${m%/}"
}

if ! command -v dockerd >/dev/null 2>&1; then apt_install docker.io; fi
apt_install debootstrap tmux ca-certificates
# Host tools the family tests run outside containers (under `make test` a test that would skip fails instead).
apt_install jq gcc libc6-dev openssl git patch gzip
# host-side family tests run these for real: GNU parallel (parallel_batch), a PostgreSQL 15 server (pg_schema_migration)
apt_install parallel postgresql
# Open MPI (the image's 4.1.4 from bookworm): mpi_decomp's host-side unit tests build and run its kernels
apt_install openmpi-bin libopenmpi-dev

# docker compose v2: not in bookworm; Debian 13's docker-compose package carries the plugin binary.
plugin_dir=/usr/local/lib/docker/cli-plugins
if ! docker compose version >/dev/null 2>&1; then
  mirror=$(debian_mirror)
  log "installing the docker compose v2 plugin from trixie ($mirror)"
  tmp=$(mktemp -d)
  echo "deb $mirror trixie main" > "$tmp/trixie.list"
  mkdir -p "$tmp/lists/partial"
  aptopts=(-o Dir::Etc::sourcelist="$tmp/trixie.list" -o Dir::Etc::sourceparts=- -o Dir::State::Lists="$tmp/lists")
  $SUDO apt-get update -qq "${aptopts[@]}" 2>/dev/null
  (cd "$tmp" && apt-get download -qq "${aptopts[@]}" docker-compose 2>/dev/null)
  dpkg -x "$tmp"/docker-compose_*.deb "$tmp/x"
  $SUDO mkdir -p "$plugin_dir"
  bin="$tmp/x/usr/libexec/docker/cli-plugins/docker-compose"
  $SUDO install -m 0755 "$bin" "$plugin_dir/docker-compose"
  rm -rf "$tmp"
fi

# Start the daemon with no NAT and no iptables rules: containers get no route out. The default bridge is kept
# because BuildKit (docker compose build, as Harbor's docker environment runs it) needs it for RUN steps even
# when the step uses no network; TermiGen's own sandbox runs every container with network "none".
if ! docker info >/dev/null 2>&1; then
  log "starting dockerd"
  mkdir -p /var/log
  nohup dockerd --iptables=false --ip-masq=false >/var/log/termigen-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { echo "dockerd did not start; see /var/log/termigen-dockerd.log" >&2; exit 1; }
fi
log "docker $(docker version --format '{{.Server.Version}}'), $(docker compose version --short 2>/dev/null | sed 's/^/compose /')"
