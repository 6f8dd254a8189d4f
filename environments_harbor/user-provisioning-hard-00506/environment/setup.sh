set -e
mkdir -p /home/staff
groupadd -g 1800 payments
groupadd -g 8191 gustav_sil
useradd -m -d /home/staff/gustav_sil -u 8191 -g gustav_sil -G payments -s /bin/bash -c 'Gustav Silva' gustav_sil
echo 'gustav_sil:carmen-4855a8ccea' | chpasswd
echo 'handover notes a0d4fc62' > /home/staff/gustav_sil/NOTES.txt
useradd -r -M -u 984 -G payments -s /usr/sbin/nologin deploybot
groupadd -g 2120 syilmaz
useradd -m -d /home/staff/syilmaz -u 2120 -g syilmaz -s /bin/sh syilmaz
echo 'scratch ebb293f6' > /home/staff/syilmaz/scratch.txt
chown syilmaz:syilmaz /home/staff/syilmaz/scratch.txt
