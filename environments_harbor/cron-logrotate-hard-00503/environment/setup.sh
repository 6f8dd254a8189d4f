set -e
useradd -r -m -d /var/lib/authgate -s /usr/sbin/nologin authgate-svc
mkdir -p /var/lib/authgate/reports /var/tmp/authgate /run/authgate
chown -R authgate-svc:authgate-svc /var/lib/authgate
chmod 777 /var/lib/authgate
chown -R authgate-svc:authgate-svc /var/log/authgate
chmod 0775 /var/log/authgate
chown -R authgate-svc:authgate-svc /var/log/authgate-audit && chmod 0775 /var/log/authgate-audit
