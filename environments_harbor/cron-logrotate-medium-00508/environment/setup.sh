set -e
useradd -r -m -d /var/lib/quotasvc -s /usr/sbin/nologin quotasvc
mkdir -p /var/lib/quotasvc/reports /var/tmp/quotasvc /run/quotasvc
chown -R quotasvc:quotasvc /var/lib/quotasvc
chmod 777 /var/lib/quotasvc
chown -R quotasvc:adm /var/log/quotasvc
chmod 0755 /var/log/quotasvc
chown -R quotasvc:adm /var/log/quotasvc-audit
