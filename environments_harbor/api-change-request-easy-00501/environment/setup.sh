set -e
useradd --system --no-create-home --shell /usr/sbin/nologin certwatch
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R certwatch:certwatch /var/lib/certwatch /etc/certwatch/secrets.json && chmod 0700 /var/lib/certwatch
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(certwatch) NOPASSWD: /opt/certwatch/bin/certwatch-server ""' > /etc/sudoers.d/certwatch
chmod 0440 /etc/sudoers.d/certwatch
