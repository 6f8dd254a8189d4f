#!/bin/bash
set -euo pipefail
cd /app/opskit
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import opskit" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from opskit import *; sys.exit(0 if median([10, 20]) == 15.0 else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
line=$(grep -nF '# even count: average the middle pair' opskit/stats.py | cut -d: -f1)
bad=$(git blame -l -L "$line,$line" main -- opskit/stats.py | cut -d" " -f1 | tr -d "^")
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > opskit/stats.py <<'PY'
"""opskit.stats: small, dependency-free helpers."""

import math


def median(values):
    """The middle value; the mean of the two middle values for an even count."""
    ordered = sorted(values)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return (ordered[mid - 1] + ordered[mid]) / 2  # even count: average the middle pair


def percentile(values, p):
    """Nearest-rank percentile: the smallest value with at least p% of the data at or below it."""
    if not values:
        raise ValueError("percentile of an empty list")
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix median regression from $(git rev-parse --short "$culprit")"
