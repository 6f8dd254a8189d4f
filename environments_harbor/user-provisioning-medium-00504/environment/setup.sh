set -e
mkdir -p /home
groupadd -g 1894 dataplat
useradd -m -d /home/hlindqvist -u 3244 -g dataplat -s /bin/bash -c 'Hiro Lindqvist' hlindqvist
echo 'hlindqvist:elena-bac386a043' | chpasswd
echo 'handover notes 930ab339' > /home/hlindqvist/NOTES.txt
useradd -r -M -u 940 -G dataplat -s /usr/sbin/nologin svc-build
