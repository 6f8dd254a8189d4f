set -e
git init -q -b main /opt/audit/parcel-router
git -C /opt/audit/parcel-router fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/parcel-router reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/parcel-router branch -q -D hotfix/9.7.3
git -C /opt/audit/parcel-router gc -q
