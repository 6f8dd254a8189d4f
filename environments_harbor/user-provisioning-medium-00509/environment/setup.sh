set -e
mkdir -p /home/staff
groupadd -g 1647 ledger
useradd -m -d /home/staff/dlopez -u 5613 -g ledger -s /bin/bash -c 'Dalia Lopez' dlopez
echo 'dlopez:mei-8e4cecbdd4' | chpasswd
echo 'handover notes 152259f0' > /home/staff/dlopez/NOTES.txt
useradd -r -M -u 948 -G ledger -s /usr/sbin/nologin svc-build
