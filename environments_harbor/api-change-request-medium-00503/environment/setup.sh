set -e
useradd --system --no-create-home --shell /usr/sbin/nologin flagpole
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R flagpole:flagpole /var/lib/flagpole /etc/flagpole/secrets.json && chmod 0700 /var/lib/flagpole
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(flagpole) NOPASSWD: /opt/flagpole/bin/flagpole-server ""' > /etc/sudoers.d/flagpole
chmod 0440 /etc/sudoers.d/flagpole
