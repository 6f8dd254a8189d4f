#!/bin/bash
set -euo pipefail
cd /app/snippetlib
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import snippetlib" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from snippetlib import *; sys.exit(0 if parse_duration('90m') == 5400 else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
git bisect start --first-parent main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
bad=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > snippetlib/timeparse.py <<'PY'
"""snippetlib.timeparse: small, dependency-free helpers."""

import re


def parse_duration(text):
    """Seconds in a duration such as '1h30m', '45s' or '2h 5m 10s'."""
    total = 0
    for amount, unit in re.findall(r"(\d+)\s*([hms])", text):  # units may be separated by spaces
        total += int(amount) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix parse_duration regression from $(git rev-parse --short "$culprit")"
