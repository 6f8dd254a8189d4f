set -e
git init -q -b main /srv/repos/kiosk-sync
git -C /srv/repos/kiosk-sync fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/kiosk-sync reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/kiosk-sync gc -q
