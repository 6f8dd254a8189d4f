#!/bin/bash
set -euo pipefail
cd /app/handyhelpers
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import handyhelpers" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from handyhelpers import *; sys.exit(0 if sorted(['1.10.0', '1.9.2', '1.2'], key=version_key) == ['1.2', '1.9.2', '1.10.0'] else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > handyhelpers/versions.py <<'PY'
"""handyhelpers.versions: small, dependency-free helpers."""


def version_key(version):
    """Sort key for dotted versions, so that '1.10.0' sorts after '1.9.2'."""
    return tuple(int(part) for part in version.split("."))
PY
