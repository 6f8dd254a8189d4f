set -e
mkdir -p /home/staff
groupadd -g 1759 fraud
useradd -m -d /home/staff/oskarj -u 3775 -g fraud -s /bin/bash -c 'Oskar Jensen' oskarj
echo 'oskarj:viktor-1c03fe3a98' | chpasswd
echo 'handover notes 5500c43b' > /home/staff/oskarj/NOTES.txt
useradd -r -M -u 905 -G fraud -s /usr/sbin/nologin ci-runner
useradd -m -d /home/staff/hirof -u 9236 -g fraud -s /bin/sh hirof
echo 'scratch 5469ff32' > /home/staff/hirof/scratch.txt
chown hirof:fraud /home/staff/hirof/scratch.txt
