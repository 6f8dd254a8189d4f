set -e
git init -q -b main /home/dev/src/tax-calculator
git -C /home/dev/src/tax-calculator fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/tax-calculator reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/tax-calculator branch -q -D hotfix/3.5.1
git -C /home/dev/src/tax-calculator gc -q
