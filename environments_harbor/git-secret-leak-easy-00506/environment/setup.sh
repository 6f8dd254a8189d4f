set -e
git init -q -b main /home/dev/src/warehouse-scanner
git -C /home/dev/src/warehouse-scanner fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/warehouse-scanner reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/warehouse-scanner gc -q
