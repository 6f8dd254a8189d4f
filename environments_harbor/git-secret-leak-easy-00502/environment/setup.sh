set -e
git init -q -b main /home/dev/src/auth-proxy
git -C /home/dev/src/auth-proxy fast-import --quiet < /tmp/termigen-repo.fi
git -C /home/dev/src/auth-proxy reset -q --hard main
rm -f /tmp/termigen-repo.fi
git -C /home/dev/src/auth-proxy gc -q
