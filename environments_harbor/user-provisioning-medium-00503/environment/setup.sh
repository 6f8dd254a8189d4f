set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1362 support
useradd -m -u 4320 -g support -c 'Ullak (support)' -s /bin/bash -d /home/ullak ullak
echo 'ullak:keep-4320' | chpasswd
groupadd -g 1554 growth
groupadd -g 1555 growth-leads
useradd -m -d /srv/home/tomas_lop -u 9574 -g growth -s /bin/sh tomas_lop
chmod 0755 /srv/home/tomas_lop
install -D -m 0640 -o 9574 -g growth /dev/null /srv/home/tomas_lop/scratch.txt
printf '%s' 'scratch 120d4f43
' > /srv/home/tomas_lop/scratch.txt
useradd -m -d /srv/home/viktorp -u 2568 -g growth -c 'Viktor Petrov' -s /bin/bash viktorp
chmod 0755 /srv/home/viktorp
install -D -m 0640 -o 2568 -g growth /dev/null /srv/home/viktorp/notes.txt
printf '%s' 'on-call notes c540bc85
' > /srv/home/viktorp/notes.txt
