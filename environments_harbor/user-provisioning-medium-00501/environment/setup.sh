set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1339 legal
useradd -m -u 2342 -g legal -c 'Brunoy (legal)' -s /bin/bash -d /home/brunoy brunoy
echo 'brunoy:keep-2342' | chpasswd
groupadd -g 1626 media
groupadd -g 1627 media-leads
useradd -m -d /srv/home/onguyen -u 2196 -g media -c 'Oskar Moreau' -s /bin/bash onguyen
chmod 0755 /srv/home/onguyen
install -D -m 0640 -o 2196 -g media /dev/null /srv/home/onguyen/projects/todo.txt
printf '%s' 'todo 8caa86fd
' > /srv/home/onguyen/projects/todo.txt
usermod -c 'Oskar Prev' onguyen
useradd -m -d /srv/home/aikoj -u 8365 -g media -c 'Aiko Jensen' -s /bin/sh aikoj
chmod 0755 /srv/home/aikoj
install -D -m 0640 -o 8365 -g media /dev/null /srv/home/aikoj/notes.txt
printf '%s' 'on-call notes f4ffb6e5
' > /srv/home/aikoj/notes.txt
install -d -m 0700 -o 8365 -g media /srv/home/aikoj/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIftzoZ2rsobBGsG/8Z/NXYq5xapYCOumvzRugHNskkl aikoj@old-laptop' > /srv/home/aikoj/.ssh/authorized_keys && chmod 0600 /srv/home/aikoj/.ssh/authorized_keys
