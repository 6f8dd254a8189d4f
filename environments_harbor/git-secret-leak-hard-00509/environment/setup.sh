set -e
git init -q -b main /opt/audit/ledger-sync
git -C /opt/audit/ledger-sync fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/ledger-sync reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/ledger-sync branch -q -D hotfix/4.7.7
git -C /opt/audit/ledger-sync gc -q
