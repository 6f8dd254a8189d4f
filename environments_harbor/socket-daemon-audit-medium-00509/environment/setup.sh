set -e
useradd --system --no-create-home --shell /usr/sbin/nologin meterd
useradd --create-home --shell /bin/bash auditor
chown -R meterd:meterd /var/lib/meterd /etc/meterd/secrets.json
chmod 0700 /var/lib/meterd && mkdir -p /var/lib/meterd/state && chown meterd:meterd /var/lib/meterd/state
chmod 0700 /var/lib/meterd/state
chown -R auditor:auditor /home/auditor
mkdir -p /srv/reports && chown auditor:auditor /srv/reports
echo 'auditor ALL=(meterd) NOPASSWD: /opt/meterd/sbin/meterd ""' > /etc/sudoers.d/meterd
chmod 0440 /etc/sudoers.d/meterd
