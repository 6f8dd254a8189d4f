set -e
useradd --system --no-create-home --shell /usr/sbin/nologin zonekeeper
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R zonekeeper:zonekeeper /var/lib/zonekeeper /etc/zonekeeper/secrets.json && chmod 0700 /var/lib/zonekeeper
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(zonekeeper) NOPASSWD: /opt/zonekeeper/bin/zonekeeper-server ""' > /etc/sudoers.d/zonekeeper
chmod 0440 /etc/sudoers.d/zonekeeper
