set -e
useradd --system --no-create-home --shell /usr/sbin/nologin licsrv
useradd --create-home --shell /bin/bash auditor
chown -R licsrv:licsrv /var/lib/licsrv /etc/licsrv/secrets.json
chmod 0700 /var/lib/licsrv && mkdir -p /var/lib/licsrv/state && chown licsrv:licsrv /var/lib/licsrv/state
chmod 0700 /var/lib/licsrv/state
chown -R auditor:auditor /home/auditor
mkdir -p /var/tmp/audit && chown auditor:auditor /var/tmp/audit
echo 'auditor ALL=(licsrv) NOPASSWD: /opt/licsrv/sbin/licsrv ""' > /etc/sudoers.d/licsrv
chmod 0440 /etc/sudoers.d/licsrv
