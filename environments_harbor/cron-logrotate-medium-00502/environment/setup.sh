set -e
useradd -r -m -d /var/lib/feedsync -s /usr/sbin/nologin feedsync
mkdir -p /var/lib/feedsync/reports /var/tmp/feedsync /run/feedsync
chown -R feedsync:feedsync /var/lib/feedsync
chmod 777 /var/lib/feedsync
chown -R feedsync:adm /var/log/feedsync
chmod 0755 /var/log/feedsync
chown -R feedsync:adm /var/log/feedsync-audit
