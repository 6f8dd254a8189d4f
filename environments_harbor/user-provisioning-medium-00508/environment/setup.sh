set -e
mkdir -p /home
groupadd -g 1587 search
groupadd -g 5007 kkowalski
useradd -m -d /home/kkowalski -u 5007 -g kkowalski -G search -s /bin/bash -c 'Kavya Kowalski' kkowalski
echo 'kkowalski:bjorn-78fc64cbba' | chpasswd
echo 'handover notes 77ca7e3e' > /home/kkowalski/NOTES.txt
useradd -r -M -u 979 -G search -s /usr/sbin/nologin svc-build
