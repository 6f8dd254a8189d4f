set -e
git init -q -b main /opt/audit/auth-proxy
git -C /opt/audit/auth-proxy fast-import --quiet < /tmp/termigen-repo.fi
git -C /opt/audit/auth-proxy reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /opt/audit/auth-proxy gc -q
