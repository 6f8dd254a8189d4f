set -e
useradd --system --no-create-home --shell /usr/sbin/nologin ledgerd
useradd --create-home --shell /bin/bash auditor
chown -R ledgerd:ledgerd /var/lib/ledgerd /etc/ledgerd/secrets.json
chmod 0700 /var/lib/ledgerd && mkdir -p /var/lib/ledgerd/state && chown ledgerd:ledgerd /var/lib/ledgerd/state
chmod 0700 /var/lib/ledgerd/state
chown -R auditor:auditor /home/auditor
mkdir -p /srv/reports && chown auditor:auditor /srv/reports
echo 'auditor ALL=(ledgerd) NOPASSWD: /opt/ledgerd/sbin/ledgerd ""' > /etc/sudoers.d/ledgerd
chmod 0440 /etc/sudoers.d/ledgerd
