#!/bin/bash
set -euo pipefail
cd /app/basekit
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import basekit" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from basekit import *; sys.exit(0 if chunked(list('abcde'), 2) == [['a', 'b'], ['c', 'd'], ['e']] else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
bad=$(git rev-parse "$culprit^")
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > basekit/iterutil.py <<'PY'
"""basekit.iterutil: small, dependency-free helpers."""


def chunked(items, size):
    """Split a list into consecutive chunks of `size`; the last chunk may be shorter."""
    if size < 1:
        raise ValueError("size must be positive")
    return [items[i:i + size] for i in range(0, len(items), size)]  # slicing past the end is safe


def dedupe(items):
    """Drop repeated items, keeping the first occurrence of each."""
    seen = set()
    out = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix chunked regression from $(git rev-parse --short "$culprit")"
