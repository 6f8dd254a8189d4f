set -e
mkdir -p /home
groupadd -g 1613 maps
groupadd -g 5480 priyam
useradd -m -d /home/priyam -u 5480 -g priyam -G maps -s /bin/bash -c 'Priya Meyer' priyam
echo 'priyam:yara-aed2efc3d4' | chpasswd
echo 'handover notes 316f3c69' > /home/priyam/NOTES.txt
useradd -r -M -u 964 -G maps -s /usr/sbin/nologin jenkins
