set -e
mkdir -p /srv/home
groupadd -g 1630 media
groupadd -g 6483 alindqvist
useradd -m -d /srv/home/alindqvist -u 6483 -g alindqvist -G media -s /bin/bash -c 'Aiko Lindqvist' alindqvist
echo 'alindqvist:mei-626e2d92ad' | chpasswd
echo 'handover notes e46dc6f5' > /srv/home/alindqvist/NOTES.txt
useradd -r -M -u 948 -G media -s /usr/sbin/nologin deploybot
groupadd -g 2542 yara_ach
useradd -m -d /srv/home/yara_ach -u 2542 -g yara_ach -s /bin/sh yara_ach
echo 'scratch 99becb15' > /srv/home/yara_ach/scratch.txt
chown yara_ach:yara_ach /srv/home/yara_ach/scratch.txt
