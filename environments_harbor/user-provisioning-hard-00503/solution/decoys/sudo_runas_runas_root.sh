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
install -d -m 0700 -o wanpark -g analytics /srv/home/wanpark/.ssh
cat /srv/hr/incoming/keys/wanpark.pub > /srv/home/wanpark/.ssh/authorized_keys
chown wanpark:analytics /srv/home/wanpark/.ssh/authorized_keys && chmod 0600 /srv/home/wanpark/.ssh/authorized_keys
install -d -m 0700 -o gmbeki -g analytics /srv/home/gmbeki/.ssh
cat /srv/hr/incoming/keys/gmbeki.pub > /srv/home/gmbeki/.ssh/authorized_keys
chown gmbeki:analytics /srv/home/gmbeki/.ssh/authorized_keys && chmod 0600 /srv/home/gmbeki/.ssh/authorized_keys
install -d -m 0700 -o wanjiru_pet -g analytics /srv/home/wanjiru_pet/.ssh
cat /srv/hr/incoming/keys/wanjiru_pet.pub > /srv/home/wanjiru_pet/.ssh/authorized_keys
chown wanjiru_pet:analytics /srv/home/wanjiru_pet/.ssh/authorized_keys && chmod 0600 /srv/home/wanjiru_pet/.ssh/authorized_keys
install -d -m 0700 -o hirolse -g analytics /srv/home/hirolse/.ssh
cat /srv/hr/incoming/keys/hirolse.pub > /srv/home/hirolse/.ssh/authorized_keys
chown hirolse:analytics /srv/home/hirolse/.ssh/authorized_keys && chmod 0600 /srv/home/hirolse/.ssh/authorized_keys
install -d -m 0700 -o bjorn_mbe -g analytics /srv/home/bjorn_mbe/.ssh
cat /srv/hr/incoming/keys/bjorn_mbe.pub > /srv/home/bjorn_mbe/.ssh/authorized_keys
chown bjorn_mbe:analytics /srv/home/bjorn_mbe/.ssh/authorized_keys && chmod 0600 /srv/home/bjorn_mbe/.ssh/authorized_keys
install -d -m 0700 -o ihaddad -g analytics /srv/home/ihaddad/.ssh
cat /srv/hr/incoming/keys/ihaddad.pub > /srv/home/ihaddad/.ssh/authorized_keys
chown ihaddad:analytics /srv/home/ihaddad/.ssh/authorized_keys && chmod 0600 /srv/home/ihaddad/.ssh/authorized_keys
install -d -m 0700 -o inekaur -g analytics /srv/home/inekaur/.ssh
cat /srv/hr/incoming/keys/inekaur.pub > /srv/home/inekaur/.ssh/authorized_keys
chown inekaur:analytics /srv/home/inekaur/.ssh/authorized_keys && chmod 0600 /srv/home/inekaur/.ssh/authorized_keys
install -d -m 0700 -o vmbeki -g analytics /srv/home/vmbeki/.ssh
cat /srv/hr/incoming/keys/vmbeki.pub > /srv/home/vmbeki/.ssh/authorized_keys
chown vmbeki:analytics /srv/home/vmbeki/.ssh/authorized_keys && chmod 0600 /srv/home/vmbeki/.ssh/authorized_keys
cat > /etc/sudoers.d/analytics.new <<'SUDOERS'
# analytics leads (managed from the HR roster)
%analytics-leads ALL=(root) NOPASSWD: /opt/analytics/bin/rollout
SUDOERS
chmod 0440 /etc/sudoers.d/analytics.new && visudo -cf /etc/sudoers.d/analytics.new && mv /etc/sudoers.d/analytics.new /etc/sudoers.d/analytics
getent group analytics analytics-leads
id wanpark
