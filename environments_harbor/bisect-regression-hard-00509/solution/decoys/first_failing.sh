#!/bin/bash
set -euo pipefail
cd /app/pykitchen
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import pykitchen" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from pykitchen import *; sys.exit(0 if to_roman(3999) == 'MMMCMXCIX' else 1)"
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
python3 -c "import sys; sys.path.insert(0, '.'); import pykitchen" 2>/dev/null || exit 1
python3 -c "import sys; sys.path.insert(0, '.'); from pykitchen import *; sys.exit(0 if to_roman(3999) == 'MMMCMXCIX' else 1)"
SH
chmod +x /tmp/naive.sh
for c in $(git rev-list --reverse v1.0..main); do
  git checkout -q "$c"
  if ! /tmp/naive.sh; then bad=$c; break; fi
done
git checkout -q main
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > pykitchen/numerals.py <<'PY'
"""pykitchen.numerals: small, dependency-free helpers."""


ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]  # largest first


def to_roman(n):
    """Roman numeral for 1 <= n <= 3999."""
    out = []
    for value, letters in ROMAN:
        count, n = divmod(n, value)
        out.append(letters * count)
    return "".join(out)
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix to_roman regression from $(git rev-parse --short "$culprit")"
