set -e
useradd -r -m -d /var/lib/geoindex -s /usr/sbin/nologin _geoindex
mkdir -p /var/lib/geoindex/reports /var/tmp/geoindex /run/geoindex
chown -R _geoindex:_geoindex /var/lib/geoindex
chmod 777 /var/lib/geoindex
chown -R _geoindex:adm /var/log/geoindex
chmod 0755 /var/log/geoindex
chown -R _geoindex:adm /var/log/geoindex-audit
