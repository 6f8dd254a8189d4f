set -e
git init -q -b main /srv/repos/catalog-api
git -C /srv/repos/catalog-api fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/catalog-api reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/catalog-api branch -q -D hotfix/4.0.4
git -C /srv/repos/catalog-api gc -q
