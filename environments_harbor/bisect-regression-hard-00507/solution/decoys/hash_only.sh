#!/bin/bash
set -euo pipefail
cd /app/workbench
export PYTHONDONTWRITEBYTECODE=1
mkdir -p /app/bisect
cat > /tmp/check.sh <<'SH'
#!/bin/bash
# exit 0 = good, 1 = bad, 125 = cannot be tested here (the package does not even import)
export PYTHONDONTWRITEBYTECODE=1
python3 -c "import sys; sys.path.insert(0, '.'); import workbench" 2>/dev/null || exit 125
python3 -c "import sys; sys.path.insert(0, '.'); from workbench import *; sys.exit(0 if max(['3.2.9', '3.2.10'], key=version_key) == '3.2.10' else 1)"
SH
chmod +x /tmp/check.sh
git bisect start main v1.0 >/dev/null
git bisect run /tmp/check.sh >/dev/null
culprit=$(git rev-parse refs/bisect/bad)
git bisect reset >/dev/null 2>&1
bad=$culprit
echo "$bad" > /app/bisect/first_bad.txt
git checkout -q main
