#!/bin/bash
set -euo pipefail
# reconcile the analytics accounts on etl-02 with /srv/hr/incoming/analytics-roster.yaml
useradd -m -d /srv/home/wanpark -u 8214 -g analytics -c 'Wanjiru Park' -s /bin/sh wanpark
useradd -m -d /srv/home/hirolse -u 5432 -g analytics -G analytics-leads -c 'Hiro Olsen' -s /bin/dash hirolse
useradd -m -d /srv/home/bjorn_mbe -u 5975 -g analytics -c 'Bjorn Mbeki' -s /bin/sh bjorn_mbe
useradd -m -d /srv/home/inekaur -u 5086 -g analytics -c 'Ines Kaur' -s /bin/sh inekaur
useradd -m -d /srv/home/vmbeki -u 2434 -g analytics -c 'Viktor Mbeki' -s /bin/dash vmbeki
usermod -l gmbeki -d /srv/home/gmbeki -m -c 'Gustav Mbeki' glopez
usermod -u 4262 -g analytics -c 'Wanjiru Petrov' -s /bin/bash wanjiru_pet
chpasswd < /srv/hr/incoming/initial-passwords
chage -d 0 wanpark
chage -d 0 hirolse
chage -d 0 bjorn_mbe
chage -d 0 inekaur
chage -d 0 vmbeki
cat > /etc/sudoers.d/analytics.new <<'SUDOERS'
# analytics leads (managed from the HR roster)
%analytics-leads ALL=(analytics-deploy) NOPASSWD: /opt/analytics/bin/rollout
SUDOERS
chmod 0440 /etc/sudoers.d/analytics.new && visudo -cf /etc/sudoers.d/analytics.new && mv /etc/sudoers.d/analytics.new /etc/sudoers.d/analytics
getent group analytics analytics-leads
id wanpark
