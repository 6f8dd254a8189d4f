set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1332 qa
useradd -m -u 4819 -g qa -c 'Oskarf (qa)' -s /bin/bash -d /home/oskarf oskarf
echo 'oskarf:keep-4819' | chpasswd
groupadd -g 1536 firmware
groupadd -g 1537 firmware-leads
useradd -m -d /srv/home/yarar -u 6229 -g firmware -c 'Yara Ramos' -s /bin/dash yarar
chmod 0755 /srv/home/yarar
install -D -m 0640 -o 6229 -g firmware /dev/null /srv/home/yarar/notes.txt
printf '%s' 'on-call notes 2680fc3c
' > /srv/home/yarar/notes.txt
