set -e
mkdir -p /home/staff
groupadd -g 1729 identity
useradd -m -d /home/staff/nadia_mey -u 6788 -g identity -s /bin/bash -c 'Nadia Meyer' nadia_mey
echo 'nadia_mey:aiko-ce3ae0fad5' | chpasswd
echo 'handover notes 115d2be3' > /home/staff/nadia_mey/NOTES.txt
useradd -r -M -u 954 -G identity -s /usr/sbin/nologin deploybot
useradd -m -d /home/staff/wanjiru_sil -u 5595 -g identity -s /bin/sh wanjiru_sil
echo 'scratch b4845ef6' > /home/staff/wanjiru_sil/scratch.txt
chown wanjiru_sil:identity /home/staff/wanjiru_sil/scratch.txt
