#!/bin/bash
set -euo pipefail
cd /app/shedtools
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import shedtools" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from shedtools import *; sys.exit(0 if luhn_valid('4539 1488 0343 6467') == True else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
cat > /tmp/naive.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import shedtools" 2>/dev/null || exit 1
python3 -c "import sys; sys.path.insert(0, '.'); from shedtools import *; sys.exit(0 if luhn_valid('4539 1488 0343 6467') == True else 1)"
SH
chmod +x /tmp/naive.sh
for c in $(git rev-list --reverse v1.0..main); do
  git checkout -q "$c"
  if ! /tmp/naive.sh; then bad=$c; break; fi
done
git checkout -q main
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > shedtools/checks.py <<'PY'
"""shedtools.checks: small, dependency-free helpers."""


def luhn_valid(number):
    """Luhn checksum of a card-like number; spaces are ignored."""
    digits = [int(c) for c in number.replace(" ", "")]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:  # every second digit from the right
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def is_palindrome(text):
    """True when `text` reads the same backwards, ignoring case and non-letters."""
    letters = [c.lower() for c in text if c.isalpha()]
    return letters == letters[::-1]
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix luhn_valid regression from $(git rev-parse --short "$culprit")"
