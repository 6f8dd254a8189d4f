set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1318 qa
useradd -m -u 7042 -g qa -c 'Viktorj (qa)' -s /bin/bash -d /home/viktorj viktorj
echo 'viktorj:keep-7042' | chpasswd
groupadd -g 1766 analytics
groupadd -g 1767 analytics-leads
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'analytics deployments' analytics-deploy
useradd -m -d /srv/home/glopez -u 2813 -g analytics -c 'Gustav Mbeki' -s /bin/sh glopez
chmod 0755 /srv/home/glopez
install -D -m 0640 -o 2813 -g analytics /dev/null /srv/home/glopez/projects/todo.txt
printf '%s' 'todo 8a381592
' > /srv/home/glopez/projects/todo.txt
usermod -c 'Gustav Prev' glopez
useradd -m -d /srv/home/wanjiru_pet -u 3262 -g analytics -s /bin/sh wanjiru_pet
chmod 0755 /srv/home/wanjiru_pet
install -D -m 0640 -o 3262 -g analytics /dev/null /srv/home/wanjiru_pet/scratch.txt
printf '%s' 'scratch 6d9aede7
' > /srv/home/wanjiru_pet/scratch.txt
useradd -m -d /srv/home/ihaddad -u 4708 -g analytics -G analytics-leads -c 'Ines Haddad' -s /bin/sh ihaddad
chmod 0755 /srv/home/ihaddad
install -D -m 0640 -o 4708 -g analytics /dev/null /srv/home/ihaddad/notes.txt
printf '%s' 'on-call notes 0be91c9b
' > /srv/home/ihaddad/notes.txt
install -d -m 0700 -o 4708 -g analytics /srv/home/ihaddad/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINwQvr1C4qHkl6ad/uyOQtjQsOknTm/J5pdis3K/SBhV ihaddad@old-laptop' > /srv/home/ihaddad/.ssh/authorized_keys && chmod 0600 /srv/home/ihaddad/.ssh/authorized_keys
