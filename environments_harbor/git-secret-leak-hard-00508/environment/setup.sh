set -e
git init -q -b main /srv/repos/booking-core
git -C /srv/repos/booking-core fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/booking-core reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/booking-core branch -q -D hotfix/7.2.9
git -C /srv/repos/booking-core gc -q
