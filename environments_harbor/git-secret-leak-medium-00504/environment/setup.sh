set -e
git init -q -b main /srv/repos/auth-proxy
git -C /srv/repos/auth-proxy fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/auth-proxy reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/auth-proxy branch -q -D hotfix/4.2.2
git -C /srv/repos/auth-proxy gc -q
