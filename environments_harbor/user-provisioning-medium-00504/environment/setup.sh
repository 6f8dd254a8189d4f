set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1356 support
useradd -m -u 7633 -g support -c 'Amarac (support)' -s /bin/bash -d /home/amarac amarac
echo 'amarac:keep-7633' | chpasswd
groupadd -g 1658 ledger
groupadd -g 1659 ledger-admins
useradd -m -d /srv/home/meia -u 5705 -g ledger -G ledger-admins -c 'Mei Achebe' -s /bin/sh meia
chmod 0755 /srv/home/meia
install -D -m 0640 -o 5705 -g ledger /dev/null /srv/home/meia/notes.txt
printf '%s' 'on-call notes 503421d9
' > /srv/home/meia/notes.txt
useradd -m -d /srv/home/gnovak -u 10265 -g ledger -s /bin/sh gnovak
chmod 0755 /srv/home/gnovak
install -D -m 0640 -o 10265 -g ledger /dev/null /srv/home/gnovak/scratch.txt
printf '%s' 'scratch 834f7cdc
' > /srv/home/gnovak/scratch.txt
