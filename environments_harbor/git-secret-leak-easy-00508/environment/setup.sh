set -e
git init -q -b main /home/dev/src/parcel-router
git -C /home/dev/src/parcel-router fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/parcel-router reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/parcel-router gc -q
