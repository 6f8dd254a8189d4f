set -e
git init -q -b main /opt/audit/chat-relay
git -C /opt/audit/chat-relay fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/chat-relay reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/chat-relay branch -q -D hotfix/4.0.9
git -C /opt/audit/chat-relay gc -q
