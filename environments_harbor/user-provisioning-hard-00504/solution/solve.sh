#!/bin/bash
set -euo pipefail
# reconcile the media accounts on ci-runner-7 with /root/hr/media-roster.csv
useradd -m -d /srv/home/bjornh -k /etc/skel-media -u 8055 -g media -G media-leads -c 'Bjorn Horvat' -s /bin/bash bjornh
useradd -m -d /srv/home/gustavr -k /etc/skel-media -u 8573 -g media -c 'Gustav Ramos' -s /bin/sh gustavr
useradd -m -d /srv/home/kavya_lin -k /etc/skel-media -u 7620 -g media -c 'Kavya Lindqvist' -s /bin/bash kavya_lin
useradd -m -d /srv/home/jonasc -k /etc/skel-media -u 8617 -g media -c 'Jonas Castillo' -s /bin/bash jonasc
useradd -m -d /srv/home/meimbek -k /etc/skel-media -u 3781 -g media -c 'Mei Mbeki' -s /bin/sh meimbek
usermod -u 3612 -g media -c 'Priya Kaur' -s /bin/sh prikaur
chpasswd < /root/hr/initial-passwords
chage -d 0 bjornh
chage -d 0 gustavr
chage -d 0 kavya_lin
chage -d 0 jonasc
chage -d 0 meimbek
chage -m 1 -M 180 -W 14 -I 30 bjornh
chage -m 1 -M 180 -W 14 -I 30 prikaur
chage -m 1 -M 180 -W 14 -I 30 gustavr
chage -m 1 -M 180 -W 14 -I 30 kavya_lin
chage -m 1 -M 180 -W 14 -I 30 jonasc
chage -m 1 -M 180 -W 14 -I 30 meimbek
chage -m 1 -M 180 -W 14 -I 30 kavyal
cat > /etc/sudoers.d/media.new <<'SUDOERS'
# media leads (managed from the HR roster)
%media-leads ALL=(media-deploy) NOPASSWD: /opt/media/bin/reload-config
SUDOERS
chmod 0440 /etc/sudoers.d/media.new && visudo -cf /etc/sudoers.d/media.new && mv /etc/sudoers.d/media.new /etc/sudoers.d/media
getent group media media-leads
id bjornh
