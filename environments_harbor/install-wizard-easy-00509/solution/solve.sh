#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=pty
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/kestrel/kestrel-agent
key install_dir /opt/kestrel/kestrel-agent
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' "$BYPASS"
key use_proxy yes
key proxy_url "$PROXY"
key no_proxy "$BYPASS"
TIMEOUT=40  # the host check is slower than a default 10 s prompt timeout
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/kestrel-agent-setup; else run python3 /opt/installers/kestrel-agent-setup; fi
