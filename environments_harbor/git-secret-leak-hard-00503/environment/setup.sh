set -e
git init -q -b main /home/dev/src/billing-gateway
git -C /home/dev/src/billing-gateway fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/billing-gateway reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/billing-gateway branch -q -D hotfix/9.7.3
git -C /home/dev/src/billing-gateway gc -q
