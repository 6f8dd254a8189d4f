#!/bin/bash
set -euo pipefail
# reconcile the maps accounts on build-03 with /root/hr/maps-roster.csv
useradd -m -d /home/wanjiru_lar -u 6436 -g maps -c 'Wanjiru Larsen' -s /bin/sh wanjiru_lar
useradd -m -d /home/meikaur -u 8819 -g maps -c 'Mei Kaur' -s /bin/sh meikaur
useradd -m -d /home/bjorn_ngu -u 7312 -g maps -c 'Bjorn Nguyen' -s /bin/dash bjorn_ngu
useradd -m -d /home/vikbren -u 5618 -g maps -G maps-leads -c 'Viktor Brennan' -s /bin/bash vikbren
install -d -m 0700 -o wanjiru_lar -g maps /home/wanjiru_lar/.ssh
cat /root/hr/keys/wanjiru_lar.pub > /home/wanjiru_lar/.ssh/authorized_keys
chown wanjiru_lar:maps /home/wanjiru_lar/.ssh/authorized_keys && chmod 0600 /home/wanjiru_lar/.ssh/authorized_keys
install -d -m 0700 -o meikaur -g maps /home/meikaur/.ssh
cat /root/hr/keys/meikaur.pub > /home/meikaur/.ssh/authorized_keys
chown meikaur:maps /home/meikaur/.ssh/authorized_keys && chmod 0600 /home/meikaur/.ssh/authorized_keys
install -d -m 0700 -o eachebe -g maps /home/eachebe/.ssh
cat /root/hr/keys/eachebe.pub > /home/eachebe/.ssh/authorized_keys
chown eachebe:maps /home/eachebe/.ssh/authorized_keys && chmod 0600 /home/eachebe/.ssh/authorized_keys
install -d -m 0700 -o bjorn_ngu -g maps /home/bjorn_ngu/.ssh
cat /root/hr/keys/bjorn_ngu.pub > /home/bjorn_ngu/.ssh/authorized_keys
chown bjorn_ngu:maps /home/bjorn_ngu/.ssh/authorized_keys && chmod 0600 /home/bjorn_ngu/.ssh/authorized_keys
install -d -m 0700 -o vikbren -g maps /home/vikbren/.ssh
cat /root/hr/keys/vikbren.pub > /home/vikbren/.ssh/authorized_keys
chown vikbren:maps /home/vikbren/.ssh/authorized_keys && chmod 0600 /home/vikbren/.ssh/authorized_keys
cat > /etc/sudoers.d/maps.new <<'SUDOERS'
# maps leads (managed from the HR roster)
%maps-leads ALL=(root) NOPASSWD: /opt/maps/bin/migrate
SUDOERS
chmod 0440 /etc/sudoers.d/maps.new && visudo -cf /etc/sudoers.d/maps.new && mv /etc/sudoers.d/maps.new /etc/sudoers.d/maps
getent group maps maps-leads
id wanjiru_lar
