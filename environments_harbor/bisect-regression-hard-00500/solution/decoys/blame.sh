#!/bin/bash
set -euo pipefail
cd /app/datakit
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import datakit" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from datakit import *; sys.exit(0 if slugify('  Release notes 2.0 ') == 'release-notes-2-0' else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
line=$(grep -nF '# words are already lower-case' datakit/text.py | cut -d: -f1)
bad=$(git blame -l -L "$line,$line" main -- datakit/text.py | cut -d" " -f1 | tr -d "^")
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
cat > datakit/text.py <<'PY'
"""datakit.text: small, dependency-free helpers."""

import re


def slugify(text, sep="-"):
    """Lower-case `text`, keep letters and digits, and join the words with `sep`."""
    words = re.split(r"[^a-z0-9]+", text.lower())
    return sep.join(w for w in words if w)  # words are already lower-case


def titlecase(text):
    """Capitalise each word, keeping short joining words lower-case unless first."""
    small = {"a", "an", "and", "of", "the", "to", "in"}
    words = text.lower().split()
    return " ".join(w if i and w in small else w.capitalize() for i, w in enumerate(words))
PY
git -c user.name='On-call' -c user.email='oncall@localhost' commit -q -am "Fix slugify regression from $(git rev-parse --short "$culprit")"
