set -e
git init -q -b main /srv/repos/loyalty-points
git -C /srv/repos/loyalty-points fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/loyalty-points reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/loyalty-points branch -q -D hotfix/8.0.1
git -C /srv/repos/loyalty-points gc -q
