set -e
git init -q -b main /home/dev/src/chat-relay
git -C /home/dev/src/chat-relay fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/chat-relay reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/chat-relay gc -q
