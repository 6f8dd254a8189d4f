set -e
git init -q -b main /srv/repos/chat-relay
git -C /srv/repos/chat-relay fast-import --quiet < /tmp/termigen-repo.fi
git -C /srv/repos/chat-relay reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /srv/repos/chat-relay branch -q -D hotfix/5.2.4
git -C /srv/repos/chat-relay gc -q
