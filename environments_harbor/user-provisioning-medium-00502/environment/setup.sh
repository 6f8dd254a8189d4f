set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1391 qa
useradd -m -u 2435 -g qa -c 'Meik (qa)' -s /bin/bash -d /home/meik meik
echo 'meik:keep-2435' | chpasswd
groupadd -g 1578 dataplat
groupadd -g 1579 dataplat-leads
groupadd -g 4973 oskar_ram
useradd -m -d /home/oskar_ram -u 4973 -g oskar_ram -G dataplat -c 'Oskar Ramos' -s /bin/sh oskar_ram
chmod 0755 /home/oskar_ram
install -D -m 0640 -o 4973 -g oskar_ram /dev/null /home/oskar_ram/notes.txt
printf '%s' 'on-call notes a3298a00
' > /home/oskar_ram/notes.txt
