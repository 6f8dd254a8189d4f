set -e
useradd --system --no-create-home --shell /usr/sbin/nologin mailboxd
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R mailboxd:mailboxd /var/lib/mailboxd /etc/mailboxd/secrets.json && chmod 0700 /var/lib/mailboxd
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(mailboxd) NOPASSWD: /opt/mailboxd/bin/mailboxd-server ""' > /etc/sudoers.d/mailboxd
chmod 0440 /etc/sudoers.d/mailboxd
