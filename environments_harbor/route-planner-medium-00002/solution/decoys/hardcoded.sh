#!/bin/bash
set -euo pipefail
mkdir -p /srv/dispatch/bin
cat > /srv/dispatch/bin/router <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"6 13\n6 1 4 0\n3 4 1 0\n1 4 1 0\n6 2 3 0\n3 6 1 0\n1 4 4 0\n2 1 4 0\n6 3 3 0\n3 6 1 0\n3 2 1 0\n1 3 1 2\n6 4 3 0\n4 2 3 0\n12\n4 5\n2 4\n1 6\n1 3\n4 6\n2 3\n1 5\n4 2\n2 1\n1 2\n2 5\n4 3": "none\n0 2 2-3-4\n0 3 1-4-3-6\n0 2 1-4-3\n0 2 4-3-6\n0 1 2-3\nnone\n0 2 4-3-2\n0 3 2-3-4-1\n0 3 1-4-3-2\nnone\n0 1 4-3\n", "6 15\n6 2 1 3\n6 4 4 0\n3 2 1 6\n1 4 4 0\n2 4 1 0\n2 1 1 8\n3 1 4 0\n6 3 4 0\n2 4 1 0\n1 6 1 1\n3 6 1 8\n6 4 1 3\n2 1 1 7\n2 4 1 5\n3 2 4 0\n13\n2 1\n2 4\n2 5\n4 3\n4 5\n4 1\n3 5\n3 2\n2 6\n4 6\n3 1\n4 2\n3 6": "0 5 2-4-1\n0 1 2-4\nnone\n0 5 4-2-3\nnone\n0 4 4-1\nnone\n0 4 3-2\n0 5 2-4-6\n0 4 4-6\n0 4 3-1\n0 1 4-2\n0 4 3-6\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), 'none' + "\n"))
PY
chmod 755 /srv/dispatch/bin/router
