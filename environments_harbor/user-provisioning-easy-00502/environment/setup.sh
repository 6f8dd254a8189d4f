set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1358 support
useradd -m -u 4822 -g support -c 'Carment (support)' -s /bin/bash -d /home/carment carment
echo 'carment:keep-4822' | chpasswd
groupadd -g 1674 firmware
groupadd -g 1675 firmware-oncall
useradd -m -d /srv/home/carmen_cas -u 6193 -g firmware -c 'Carmen Moreau' -s /bin/bash carmen_cas
chmod 0755 /srv/home/carmen_cas
install -D -m 0640 -o 6193 -g firmware /dev/null /srv/home/carmen_cas/projects/todo.txt
printf '%s' 'todo ebbf6bd7
' > /srv/home/carmen_cas/projects/todo.txt
usermod -c 'Carmen Prev' carmen_cas
useradd -m -d /srv/home/zeynep_jen -u 4751 -g firmware -c 'Zeynep Jensen' -s /bin/sh zeynep_jen
chmod 0755 /srv/home/zeynep_jen
install -D -m 0640 -o 4751 -g firmware /dev/null /srv/home/zeynep_jen/notes.txt
printf '%s' 'on-call notes 38b7f8c7
' > /srv/home/zeynep_jen/notes.txt
