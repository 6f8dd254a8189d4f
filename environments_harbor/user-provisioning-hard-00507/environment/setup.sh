set -e
mkdir -p /home/staff
groupadd -g 1717 growth
groupadd -g 3387 lnakamura
useradd -m -d /home/staff/lnakamura -u 3387 -g lnakamura -G growth -s /bin/bash -c 'Liam Nakamura' lnakamura
echo 'lnakamura:chen-fecd336c3b' | chpasswd
echo 'handover notes c9c0b7c6' > /home/staff/lnakamura/NOTES.txt
useradd -r -M -u 923 -G growth -s /usr/sbin/nologin svc-build
groupadd -g 8856 sanak
useradd -m -d /home/staff/sanak -u 8856 -g sanak -s /bin/sh sanak
echo 'scratch 472a45e' > /home/staff/sanak/scratch.txt
chown sanak:sanak /home/staff/sanak/scratch.txt
