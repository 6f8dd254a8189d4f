set -e
mkdir -p /srv/home
groupadd -g 1798 media
useradd -m -d /srv/home/liam_nak -u 8468 -g media -s /bin/bash -c 'Liam Nakamura' liam_nak
echo 'liam_nak:jonas-8803bbadef' | chpasswd
echo 'handover notes 7f3380d1' > /srv/home/liam_nak/NOTES.txt
useradd -r -M -u 951 -G media -s /usr/sbin/nologin jenkins
