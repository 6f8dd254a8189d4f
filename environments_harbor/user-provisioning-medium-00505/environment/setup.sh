set -e
mkdir -p /home/staff
groupadd -g 1713 search
useradd -m -d /home/staff/edubois -u 3181 -g search -s /bin/bash -c 'Elena Dubois' edubois
echo 'edubois:carmen-a0382c27ec' | chpasswd
echo 'handover notes 96648ec7' > /home/staff/edubois/NOTES.txt
useradd -r -M -u 973 -G search -s /usr/sbin/nologin jenkins
