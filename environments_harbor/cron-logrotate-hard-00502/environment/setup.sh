set -e
useradd -r -m -d /var/lib/geoindex -s /usr/sbin/nologin svc-geoindex
mkdir -p /var/lib/geoindex/reports /var/tmp/geoindex /run/geoindex
chown -R svc-geoindex:svc-geoindex /var/lib/geoindex
chmod 777 /var/lib/geoindex
chown -R svc-geoindex:svc-geoindex /var/log/geoindex
chmod 0775 /var/log/geoindex
chown -R svc-geoindex:svc-geoindex /var/log/geoindex-audit && chmod 0775 /var/log/geoindex-audit
