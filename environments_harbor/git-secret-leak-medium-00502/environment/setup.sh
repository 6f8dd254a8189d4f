set -e
git init -q -b main /srv/repos/billing-gateway
git -C /srv/repos/billing-gateway fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/billing-gateway reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/billing-gateway branch -q -D hotfix/4.9.8
git -C /srv/repos/billing-gateway gc -q
