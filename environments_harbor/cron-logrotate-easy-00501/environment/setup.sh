set -e
useradd -r -m -d /var/lib/tilecache -s /usr/sbin/nologin _tilecache
mkdir -p /var/lib/tilecache/reports /var/tmp/tilecache /run/tilecache
chown -R _tilecache:_tilecache /var/lib/tilecache
chmod 777 /var/lib/tilecache
chown -R _tilecache:adm /var/log/tilecache
chmod 0755 /var/log/tilecache
