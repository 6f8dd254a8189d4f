set -e
git init -q -b main /opt/audit/report-builder
git -C /opt/audit/report-builder fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/report-builder reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/report-builder gc -q
