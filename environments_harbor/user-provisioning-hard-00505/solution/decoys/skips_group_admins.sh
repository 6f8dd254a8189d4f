#!/bin/bash
set -euo pipefail
# reconcile the media accounts on devbox-12 with /srv/hr/incoming/media-roster.ldif
groupadd -g 6954 elenao
useradd -m -d /home/staff/elenao -u 6954 -g elenao -G media -c 'Elena Olsen' -s /bin/dash elenao
groupadd -g 7713 liam_cas
useradd -m -d /home/staff/liam_cas -u 7713 -g liam_cas -G media,media-admins -c 'Liam Castillo' -s /bin/sh liam_cas
groupadd -g 4925 quinn_bre
useradd -m -d /home/staff/quinn_bre -u 4925 -g quinn_bre -G media,media-admins -c 'Quinn Brennan' -s /bin/bash quinn_bre
groupadd -g 4321 bpetrov
useradd -m -d /home/staff/bpetrov -u 4321 -g bpetrov -G media -c 'Bruno Petrov' -s /bin/bash bpetrov
groupadd -g 8889 vikivan
useradd -m -d /home/staff/vikivan -u 8889 -g vikivan -G media -c 'Viktor Ivanova' -s /bin/bash vikivan
passwd -l jonolse
usermod -s /usr/sbin/nologin jonolse
gpasswd -d jonolse media
gpasswd -d jonolse media-admins
chpasswd < /srv/hr/incoming/initial-passwords
chage -d 0 elenao
chage -d 0 liam_cas
chage -d 0 quinn_bre
chage -d 0 bpetrov
chage -d 0 vikivan
chage -m 2 -M 180 -W 10 -I 14 elenao
chage -m 2 -M 180 -W 10 -I 14 dalia_lin
chage -m 2 -M 180 -W 10 -I 14 liam_cas
chage -m 2 -M 180 -W 10 -I 14 quinn_bre
chage -m 2 -M 180 -W 10 -I 14 bpetrov
chage -m 2 -M 180 -W 10 -I 14 vikivan
getent group media media-admins
id elenao
