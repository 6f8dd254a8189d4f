set -e
mkdir -p /home
groupadd -g 1886 firmware
groupadd -g 4123 dalial
useradd -m -d /home/dalial -u 4123 -g dalial -G firmware -s /bin/bash -c 'Dalia Lopez' dalial
echo 'dalial:oskar-c44c73b91a' | chpasswd
echo 'handover notes 44a9570f' > /home/dalial/NOTES.txt
useradd -r -M -u 972 -G firmware -s /usr/sbin/nologin ci-runner
groupadd -g 5021 rramos
useradd -m -d /home/rramos -u 5021 -g rramos -s /bin/sh rramos
echo 'scratch fbcda1bc' > /home/rramos/scratch.txt
chown rramos:rramos /home/rramos/scratch.txt
