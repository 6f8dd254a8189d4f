set -e
mkdir -p /home
groupadd -g 1600 dataplat
useradd -m -d /home/meib -u 7624 -g dataplat -s /bin/bash -c 'Mei Brennan' meib
echo 'meib:kavya-67de2a55b2' | chpasswd
echo 'handover notes fbff55e5' > /home/meib/NOTES.txt
useradd -r -M -u 912 -G dataplat -s /usr/sbin/nologin svc-build
useradd -m -d /home/bruno_jen -u 8279 -g dataplat -s /bin/sh bruno_jen
echo 'scratch 7f8c993b' > /home/bruno_jen/scratch.txt
chown bruno_jen:dataplat /home/bruno_jen/scratch.txt
