set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1477 qa
useradd -m -u 6473 -g qa -c 'Nadiak (qa)' -s /bin/bash -d /home/nadiak nadiak
echo 'nadiak:keep-6473' | chpasswd
groupadd -g 1690 media
groupadd -g 1691 media-leads
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'media deployments' media-deploy
useradd -m -d /srv/home/prikaur -u 4312 -g media -s /bin/sh prikaur
chmod 0755 /srv/home/prikaur
install -D -m 0640 -o 4312 -g media /dev/null /srv/home/prikaur/scratch.txt
printf '%s' 'scratch 09ff9281
' > /srv/home/prikaur/scratch.txt
useradd -m -d /srv/home/kavyal -u 6294 -g media -c 'Kavya Lindqvist' -s /bin/bash kavyal
chmod 0755 /srv/home/kavyal
install -D -m 0640 -o 6294 -g media /dev/null /srv/home/kavyal/notes.txt
printf '%s' 'on-call notes c273f19a
' > /srv/home/kavyal/notes.txt
