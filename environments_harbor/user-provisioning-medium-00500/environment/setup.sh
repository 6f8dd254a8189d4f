set -e
mkdir -p /srv/home
groupadd -g 1610 identity
groupadd -g 4419 chen_lar
useradd -m -d /srv/home/chen_lar -u 4419 -g chen_lar -G identity -s /bin/bash -c 'Chen Larsen' chen_lar
echo 'chen_lar:bruno-158b133fa0' | chpasswd
echo 'handover notes 8740b051' > /srv/home/chen_lar/NOTES.txt
useradd -r -M -u 927 -G identity -s /usr/sbin/nologin jenkins
