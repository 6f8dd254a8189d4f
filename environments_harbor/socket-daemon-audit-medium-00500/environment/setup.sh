set -e
useradd --system --no-create-home --shell /usr/sbin/nologin stockd
useradd --create-home --shell /bin/bash auditor
chown -R stockd:stockd /var/lib/stockd /etc/stockd/secrets.json
chmod 0700 /var/lib/stockd && mkdir -p /var/lib/stockd/state && chown stockd:stockd /var/lib/stockd/state
chmod 0700 /var/lib/stockd/state
chown -R auditor:auditor /home/auditor
mkdir -p /srv/audit && chown auditor:auditor /srv/audit
echo 'auditor ALL=(stockd) NOPASSWD: /opt/stockd/sbin/stockd ""' > /etc/sudoers.d/stockd
chmod 0440 /etc/sudoers.d/stockd
