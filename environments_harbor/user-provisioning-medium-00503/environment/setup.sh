set -e
mkdir -p /home/staff
groupadd -g 1699 growth
useradd -m -d /home/staff/syilmaz -u 7386 -g growth -s /bin/bash -c 'Sana Yilmaz' syilmaz
echo 'syilmaz:amara-a08063b6d5' | chpasswd
echo 'handover notes 931c6963' > /home/staff/syilmaz/NOTES.txt
useradd -r -M -u 975 -G growth -s /usr/sbin/nologin svc-build
