set -e
mkdir -p /srv/home
groupadd -g 1731 media
useradd -m -d /srv/home/viktorn -u 5474 -g media -s /bin/bash -c 'Viktor Nguyen' viktorn
echo 'viktorn:kavya-deaba4c4fd' | chpasswd
echo 'handover notes f38c13ec' > /srv/home/viktorn/NOTES.txt
useradd -r -M -u 918 -G media -s /usr/sbin/nologin ci-runner
useradd -m -d /srv/home/elenao -u 5448 -g media -s /bin/sh elenao
echo 'scratch 9825ee07' > /srv/home/elenao/scratch.txt
chown elenao:media /srv/home/elenao/scratch.txt
