#!/bin/bash
set -euo pipefail
# reconcile the media accounts on build-03 with /root/onboarding/media-roster.json
useradd -m -d /srv/home/elenaa -u 3026 -g media -G media-leads -c 'Elena Achebe' -s /bin/dash elenaa
useradd -m -d /srv/home/lianaka -u 4258 -g media -G media-leads -c 'Liam Nakamura' -s /bin/bash lianaka
useradd -m -d /srv/home/viktor_pet -u 7891 -g media -c 'Viktor Petrov' -s /bin/bash viktor_pet
usermod -l ekeller -d /srv/home/ekeller -m -c 'Emeka Keller' eachebe
chpasswd < /root/onboarding/initial-passwords
chage -d 0 elenaa
chage -d 0 lianaka
chage -d 0 viktor_pet
gpasswd -A elenaa media
gpasswd -A lianaka media
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/media.conf <<'LIMITS'
# media: open files
@media soft nofile 8192
@media hard nofile 32768
LIMITS
getent group media media-leads
id elenaa
