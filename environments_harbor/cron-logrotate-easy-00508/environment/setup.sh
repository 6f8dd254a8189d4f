set -e
useradd -r -m -d /var/lib/invoicer -s /usr/sbin/nologin _invoicer
mkdir -p /var/lib/invoicer/reports /var/tmp/invoicer /run/invoicer
chown -R _invoicer:_invoicer /var/lib/invoicer
chmod 777 /var/lib/invoicer
chown -R _invoicer:adm /var/log/invoicer
chmod 0755 /var/log/invoicer
