set -e
useradd -r -m -d /var/lib/pricer -s /usr/sbin/nologin pricer-svc
mkdir -p /var/lib/pricer/reports /var/tmp/pricer /run/pricer
chown -R pricer-svc:pricer-svc /var/lib/pricer
chmod 777 /var/lib/pricer
chown -R pricer-svc:adm /var/log/pricer
chmod 0755 /var/log/pricer
