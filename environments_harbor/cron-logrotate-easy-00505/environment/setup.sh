set -e
useradd -r -m -d /var/lib/invoicer -s /usr/sbin/nologin invoicer
mkdir -p /var/lib/invoicer/reports /var/tmp/invoicer /run/invoicer
chown -R invoicer:invoicer /var/lib/invoicer
chmod 777 /var/lib/invoicer
chown -R invoicer:adm /var/log/invoicer
chmod 0755 /var/log/invoicer
