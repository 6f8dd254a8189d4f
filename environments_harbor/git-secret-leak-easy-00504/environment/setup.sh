set -e
git init -q -b main /home/dev/src/booking-core
git -C /home/dev/src/booking-core fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/booking-core reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/booking-core gc -q
