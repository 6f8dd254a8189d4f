set -e
useradd -r -m -d /var/lib/invoicer -s /usr/sbin/nologin svc-invoicer
mkdir -p /var/lib/invoicer/reports /var/tmp/invoicer /run/invoicer
chown -R svc-invoicer:svc-invoicer /var/lib/invoicer
chmod 777 /var/lib/invoicer
chown -R svc-invoicer:adm /var/log/invoicer
chmod 0755 /var/log/invoicer
