set -e
useradd -r -m -d /var/lib/inkwell -s /usr/sbin/nologin svc-inkwell
mkdir -p /var/lib/inkwell/reports /var/tmp/inkwell /run/inkwell
chown -R svc-inkwell:svc-inkwell /var/lib/inkwell
chmod 777 /var/lib/inkwell
chown -R svc-inkwell:svc-inkwell /var/log/inkwell
chmod 0775 /var/log/inkwell
chown -R svc-inkwell:svc-inkwell /var/log/inkwell-audit && chmod 0775 /var/log/inkwell-audit
