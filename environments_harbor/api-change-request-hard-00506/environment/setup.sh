set -e
useradd --system --no-create-home --shell /usr/sbin/nologin assetd
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R assetd:assetd /var/lib/assetd /etc/assetd/secrets.json && chmod 0700 /var/lib/assetd
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(assetd) NOPASSWD: /opt/assetd/bin/assetd-server ""' > /etc/sudoers.d/assetd
chmod 0440 /etc/sudoers.d/assetd
