set -e
useradd -r -m -d /var/lib/reportd -s /usr/sbin/nologin svc-reportd
mkdir -p /var/lib/reportd/reports /var/tmp/reportd /run/reportd
chown -R svc-reportd:svc-reportd /var/lib/reportd
chmod 777 /var/lib/reportd
chown -R svc-reportd:adm /var/log/reportd
chmod 0755 /var/log/reportd
