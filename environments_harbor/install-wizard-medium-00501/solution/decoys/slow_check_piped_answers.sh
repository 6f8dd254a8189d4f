#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=pty
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/moss/moss-wiki
key install_dir /opt/moss/moss-wiki
step 'Upgrade in place or install fresh?' 1
key install_mode upgrade
PORT=8188
while grep -q "^$PORT/tcp " /etc/portreg/*.conf; do PORT=$((PORT+1)); done
step 'Console port [' $PORT
key port $PORT
PW=$(cat /root/.secrets/moss-wiki-admin)
step 'Administrator password (' "$PW"
step 'Confirm the password' "$PW"
key admin_password "$PW"
DRIVER=stdin
step 'Type y to accept' y
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cat > /tmp/tg/drive.py <<'PY'
import os, pty, select, sys, time
steps = [l.rstrip("\n").split("\t", 1) for l in open("/tmp/tg/dialog") if l.strip()]
timeout = float(os.environ["TIMEOUT"])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
buf = b""
def more():
    global buf
    if not select.select([fd], [], [], timeout)[0]:
        sys.exit("\n(driver) timed out")
    try:
        data = os.read(fd, 4096)
    except OSError:
        data = b""
    sys.stdout.buffer.write(data); sys.stdout.flush(); buf += data
    return bool(data)
for pat, ans in steps:
    while pat.encode() not in buf:
        if not more():
            sys.exit("\n(driver) installer ended before: " + pat)
    buf = buf[buf.index(pat.encode()) + len(pat):]
    os.write(fd, ans.encode() + b"\r")
while more():
    pass
sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
PY
run() { python3 /tmp/tg/drive.py "$@"; }
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/moss-wiki-setup; else run python3 /opt/installers/moss-wiki-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/moss-wiki.answers
