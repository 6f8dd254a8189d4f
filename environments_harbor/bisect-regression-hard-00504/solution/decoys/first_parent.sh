#!/bin/bash
set -euo pipefail
cd /app/utilbox
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import utilbox" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from utilbox import *; sys.exit(0 if percentile(list(range(1, 11)), 25) == 3 else 1)"
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
cat > utilbox/stats.py <<'PY'
"""utilbox.stats: small, dependency-free helpers."""

import math


def percentile(values, p):
    """Nearest-rank percentile: the smallest value with at least p% of the data at or below it."""
    if not values:
        raise ValueError("percentile of an empty list")
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]  # ranks are 1-based


def mean(values):
    """Arithmetic mean of a non-empty list."""
    if not values:
        raise ValueError("mean of an empty list")
    return sum(values) / len(values)
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix percentile regression from $(git rev-parse --short "$culprit")"
