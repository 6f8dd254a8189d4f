set -e
mkdir -p /srv/home
groupadd -g 1660 checkout
groupadd -g 8152 amarah
useradd -m -d /srv/home/amarah -u 8152 -g amarah -G checkout -s /bin/bash -c 'Amara Horvat' amarah
echo 'amarah:yara-7c60239aee' | chpasswd
echo 'handover notes 142f03bf' > /srv/home/amarah/NOTES.txt
useradd -r -M -u 985 -G checkout -s /usr/sbin/nologin svc-build
groupadd -g 8758 carmenn
useradd -m -d /srv/home/carmenn -u 8758 -g carmenn -s /bin/sh carmenn
echo 'scratch 4b565327' > /srv/home/carmenn/scratch.txt
chown carmenn:carmenn /srv/home/carmenn/scratch.txt
