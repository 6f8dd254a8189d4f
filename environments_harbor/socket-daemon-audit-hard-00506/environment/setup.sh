set -e
useradd --system --no-create-home --shell /usr/sbin/nologin quotad
useradd --create-home --shell /bin/bash auditor
chown -R quotad:quotad /var/lib/quotad /etc/quotad/secrets.json
chmod 0700 /var/lib/quotad && mkdir -p /var/lib/quotad/state && chown quotad:quotad /var/lib/quotad/state
chmod 0700 /var/lib/quotad/state
chown -R auditor:auditor /home/auditor
mkdir -p /srv/audit && chown auditor:auditor /srv/audit
echo 'auditor ALL=(quotad) NOPASSWD: /opt/quotad/sbin/quotad ""' > /etc/sudoers.d/quotad
chmod 0440 /etc/sudoers.d/quotad
