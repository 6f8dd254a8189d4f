set -e
useradd -r -m -d /var/lib/geoindex -s /usr/sbin/nologin geoindex-svc
mkdir -p /var/lib/geoindex/reports /var/tmp/geoindex /run/geoindex
chown -R geoindex-svc:geoindex-svc /var/lib/geoindex
chmod 777 /var/lib/geoindex
chown -R geoindex-svc:adm /var/log/geoindex
chmod 0755 /var/log/geoindex
