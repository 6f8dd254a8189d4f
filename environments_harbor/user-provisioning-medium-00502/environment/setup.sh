set -e
mkdir -p /home/staff
groupadd -g 1764 growth
useradd -m -d /home/staff/bruno_iva -u 4042 -g growth -s /bin/bash -c 'Bruno Ivanova' bruno_iva
echo 'bruno_iva:tomas-3d32b8d47e' | chpasswd
echo 'handover notes c6d525e7' > /home/staff/bruno_iva/NOTES.txt
useradd -r -M -u 932 -G growth -s /usr/sbin/nologin svc-build
