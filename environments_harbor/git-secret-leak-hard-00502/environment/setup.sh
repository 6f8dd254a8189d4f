set -e
git init -q -b main /opt/audit/tax-calculator
git -C /opt/audit/tax-calculator fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/tax-calculator reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/tax-calculator branch -q -D hotfix/4.2.6
git -C /opt/audit/tax-calculator gc -q
