#!/bin/bash
set -euo pipefail
# reconcile the media accounts on ci-runner-7 with /srv/hr/incoming/media-roster.csv
useradd -m -d /srv/home/chenl -u 3763 -g media -c 'Chen Larsen' -s /bin/bash chenl
useradd -m -d /srv/home/priya_mey -u 5480 -g media -G media-leads -c 'Priya Meyer' -s /bin/sh priya_mey
useradd -m -d /srv/home/rafaelm -u 7643 -g media -c 'Rafael Moreau' -s /bin/dash rafaelm
usermod -l omoreau -d /srv/home/omoreau -m -c 'Oskar Moreau' onguyen
chage -m 1 -M 90 -W 10 -I 45 chenl
chage -m 1 -M 90 -W 10 -I 45 priya_mey
chage -m 1 -M 90 -W 10 -I 45 rafaelm
chage -m 1 -M 90 -W 10 -I 45 omoreau
chage -m 1 -M 90 -W 10 -I 45 aikoj
install -d -m 0700 -o chenl -g media /srv/home/chenl/.ssh
cat /srv/hr/incoming/keys/chenl.pub > /srv/home/chenl/.ssh/authorized_keys
chown chenl:media /srv/home/chenl/.ssh/authorized_keys && chmod 0600 /srv/home/chenl/.ssh/authorized_keys
install -d -m 0700 -o priya_mey -g media /srv/home/priya_mey/.ssh
cat /srv/hr/incoming/keys/priya_mey.pub > /srv/home/priya_mey/.ssh/authorized_keys
chown priya_mey:media /srv/home/priya_mey/.ssh/authorized_keys && chmod 0600 /srv/home/priya_mey/.ssh/authorized_keys
install -d -m 0700 -o rafaelm -g media /srv/home/rafaelm/.ssh
cat /srv/hr/incoming/keys/rafaelm.pub > /srv/home/rafaelm/.ssh/authorized_keys
chown rafaelm:media /srv/home/rafaelm/.ssh/authorized_keys && chmod 0600 /srv/home/rafaelm/.ssh/authorized_keys
install -d -m 0700 -o omoreau -g media /srv/home/omoreau/.ssh
cat /srv/hr/incoming/keys/omoreau.pub > /srv/home/omoreau/.ssh/authorized_keys
chown omoreau:media /srv/home/omoreau/.ssh/authorized_keys && chmod 0600 /srv/home/omoreau/.ssh/authorized_keys
install -d -m 0700 -o aikoj -g media /srv/home/aikoj/.ssh
cat /srv/hr/incoming/keys/aikoj.pub > /srv/home/aikoj/.ssh/authorized_keys
chown aikoj:media /srv/home/aikoj/.ssh/authorized_keys && chmod 0600 /srv/home/aikoj/.ssh/authorized_keys
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/media.conf <<'LIMITS'
# media: open files
media soft nofile 4096
media hard nofile 8192
LIMITS
getent group media media-leads
id chenl
