set -e
git init -q -b main /home/dev/src/metrics-agent
git -C /home/dev/src/metrics-agent fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/metrics-agent reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/metrics-agent branch -q -D hotfix/8.2.3
git -C /home/dev/src/metrics-agent gc -q
