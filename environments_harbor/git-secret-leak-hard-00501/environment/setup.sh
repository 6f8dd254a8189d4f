set -e
git init -q -b main /opt/audit/media-transcoder
git -C /opt/audit/media-transcoder fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/media-transcoder reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/media-transcoder branch -q -D hotfix/8.2.8
git -C /opt/audit/media-transcoder gc -q
