set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1447 design
useradd -m -u 7280 -g design -c 'Sanao (design)' -s /bin/bash -d /home/sanao sanao
echo 'sanao:keep-7280' | chpasswd
groupadd -g 1734 media
groupadd -g 1735 media-leads
useradd -m -d /srv/home/eachebe -u 2127 -g media -c 'Emeka Keller' -s /bin/dash eachebe
chmod 0755 /srv/home/eachebe
install -D -m 0640 -o 2127 -g media /dev/null /srv/home/eachebe/projects/todo.txt
printf '%s' 'todo 2703790a
' > /srv/home/eachebe/projects/todo.txt
usermod -c 'Emeka Prev' eachebe
useradd -m -d /srv/home/chenk -u 3665 -g media -c 'Chen Keller' -s /bin/dash chenk
chmod 0755 /srv/home/chenk
install -D -m 0640 -o 3665 -g media /dev/null /srv/home/chenk/notes.txt
printf '%s' 'on-call notes 1e212e06
' > /srv/home/chenk/notes.txt
