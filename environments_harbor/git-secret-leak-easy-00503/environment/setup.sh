set -e
git init -q -b main /home/dev/src/catalog-api
git -C /home/dev/src/catalog-api fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/catalog-api reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/catalog-api gc -q
