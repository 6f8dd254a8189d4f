set -e
useradd -r -m -d /var/lib/reportd -s /usr/sbin/nologin reportd-svc
mkdir -p /var/lib/reportd/reports /var/tmp/reportd /run/reportd
chown -R reportd-svc:reportd-svc /var/lib/reportd
chmod 777 /var/lib/reportd
chown -R reportd-svc:reportd-svc /var/log/reportd
chmod 0775 /var/log/reportd
chown -R reportd-svc:reportd-svc /var/log/reportd-audit && chmod 0775 /var/log/reportd-audit
