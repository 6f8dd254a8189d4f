set -e
git init -q -b main /opt/audit/invoice-render
git -C /opt/audit/invoice-render fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/invoice-render reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/invoice-render branch -q -D hotfix/7.9.6
git -C /opt/audit/invoice-render gc -q
