set -e
useradd --system --no-create-home --shell /usr/sbin/nologin jobsched
useradd --no-create-home --home-dir /home/automation --shell /bin/bash automation
chown -R jobsched:jobsched /var/lib/jobsched /etc/jobsched/secrets.json && chmod 0700 /var/lib/jobsched
chown -R automation:automation /home/automation && chmod 0700 /home/automation
echo 'automation ALL=(jobsched) NOPASSWD: /opt/jobsched/bin/jobsched-server ""' > /etc/sudoers.d/jobsched
chmod 0440 /etc/sudoers.d/jobsched
