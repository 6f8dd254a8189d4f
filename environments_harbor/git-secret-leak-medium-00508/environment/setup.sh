set -e
git init -q -b main /home/dev/src/media-transcoder
git -C /home/dev/src/media-transcoder fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/media-transcoder reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/media-transcoder branch -q -D hotfix/2.7.1
git -C /home/dev/src/media-transcoder gc -q
