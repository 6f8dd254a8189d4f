set -e
useradd -r -m -d /var/lib/tilecache -s /usr/sbin/nologin tilecache-svc
mkdir -p /var/lib/tilecache/reports /var/tmp/tilecache /run/tilecache
chown -R tilecache-svc:tilecache-svc /var/lib/tilecache
chmod 777 /var/lib/tilecache
chown -R tilecache-svc:tilecache-svc /var/log/tilecache
chmod 0775 /var/log/tilecache
chown -R tilecache-svc:tilecache-svc /var/log/tilecache-audit && chmod 0775 /var/log/tilecache-audit
