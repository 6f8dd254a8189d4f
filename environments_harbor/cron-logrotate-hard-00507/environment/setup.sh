set -e
useradd -r -m -d /var/lib/authgate -s /usr/sbin/nologin _authgate
mkdir -p /var/lib/authgate/reports /var/tmp/authgate /run/authgate
chown -R _authgate:_authgate /var/lib/authgate
chmod 777 /var/lib/authgate
chown -R _authgate:_authgate /var/log/authgate
chmod 0775 /var/log/authgate
chown -R _authgate:_authgate /var/log/authgate-audit && chmod 0775 /var/log/authgate-audit
