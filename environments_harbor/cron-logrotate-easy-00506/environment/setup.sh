set -e
useradd -r -m -d /var/lib/tilecache -s /usr/sbin/nologin tilecache-svc
mkdir -p /var/lib/tilecache/reports /var/tmp/tilecache /run/tilecache
chown -R tilecache-svc:tilecache-svc /var/lib/tilecache
chmod 777 /var/lib/tilecache
chown -R tilecache-svc:adm /var/log/tilecache
chmod 0755 /var/log/tilecache
