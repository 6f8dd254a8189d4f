#!/bin/bash
set -euo pipefail
# reconcile the maps accounts on build-03 with /root/hr/maps-roster.csv
useradd -m -d /home/wanjiru_lar -u 6436 -g maps -c 'Wanjiru Larsen' -s /bin/sh wanjiru_lar
useradd -m -d /home/meikaur -u 8819 -g maps -c 'Mei Kaur' -s /bin/sh meikaur
useradd -m -d /home/bjorn_ngu -u 7312 -g maps -c 'Bjorn Nguyen' -s /bin/dash bjorn_ngu
useradd -m -d /home/vikbren -u 5618 -g maps -G maps-leads -c 'Viktor Brennan' -s /bin/bash vikbren
cat > /etc/sudoers.d/maps.new <<'SUDOERS'
# maps leads (managed from the HR roster)
%maps-leads ALL=(maps-deploy) NOPASSWD: /opt/maps/bin/migrate
SUDOERS
chmod 0440 /etc/sudoers.d/maps.new && visudo -cf /etc/sudoers.d/maps.new && mv /etc/sudoers.d/maps.new /etc/sudoers.d/maps
getent group maps maps-leads
id wanjiru_lar
