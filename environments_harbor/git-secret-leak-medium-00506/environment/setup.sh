set -e
git init -q -b main /home/dev/src/notify-hub
git -C /home/dev/src/notify-hub fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/notify-hub reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/notify-hub branch -q -D hotfix/4.8.1
git -C /home/dev/src/notify-hub gc -q
