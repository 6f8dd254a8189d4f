#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=pty
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /usr/local/pylon
key install_dir /usr/local/pylon
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' "$BYPASS"
key use_proxy yes
key proxy_url "$PROXY"
key no_proxy "$BYPASS"
CERT=""
for c in /etc/ssl/pylon/*.crt; do if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi; done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/pylon/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
step 'Serve the console over HTTPS?' y
step 'Certificate file (PEM)' "$CERT"
step 'Private key file (PEM)' "$KEY"
key https yes
key tls_certificate "$CERT"
key tls_private_key "$KEY"
step 'Service account [' svc-pylon
step 'Register it for creation at first start?' y
key service_user svc-pylon
key create_user yes
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/pylon-setup; else run python3 /opt/installers/pylon-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/pylon.answers
