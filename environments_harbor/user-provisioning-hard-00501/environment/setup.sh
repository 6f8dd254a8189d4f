set -e
mkdir -p /srv/home
groupadd -g 1867 ledger
groupadd -g 7513 viktorm
useradd -m -d /srv/home/viktorm -u 7513 -g viktorm -G ledger -s /bin/bash -c 'Viktor Moreau' viktorm
echo 'viktorm:amara-7605e82c62' | chpasswd
echo 'handover notes 4b0b0491' > /srv/home/viktorm/NOTES.txt
useradd -r -M -u 901 -G ledger -s /usr/sbin/nologin deploybot
groupadd -g 5406 kavyan
useradd -m -d /srv/home/kavyan -u 5406 -g kavyan -s /bin/sh kavyan
echo 'scratch c82d60c6' > /srv/home/kavyan/scratch.txt
chown kavyan:kavyan /srv/home/kavyan/scratch.txt
