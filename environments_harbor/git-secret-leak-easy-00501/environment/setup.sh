set -e
git init -q -b main /home/dev/src/ledger-sync
git -C /home/dev/src/ledger-sync fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/ledger-sync reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/ledger-sync gc -q
