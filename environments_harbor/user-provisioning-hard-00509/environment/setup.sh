set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1371 design
useradd -m -u 3133 -g design -c 'Amarak (design)' -s /bin/bash -d /home/amarak amarak
echo 'amarak:keep-3133' | chpasswd
groupadd -g 1858 checkout
groupadd -g 1859 checkout-leads
useradd -m -d /srv/home/quimeye -u 4659 -g checkout -c 'Quinn Meyer' -s /bin/bash quimeye
chmod 0755 /srv/home/quimeye
install -D -m 0640 -o 4659 -g checkout /dev/null /srv/home/quimeye/notes.txt
printf '%s' 'on-call notes 7a2d6516
' > /srv/home/quimeye/notes.txt
install -d -m 0700 -o 4659 -g checkout /srv/home/quimeye/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAjFUv5RUmhXaUerNEhazu/t0KadvJAJoUPX+fyzqg+w quimeye@old-laptop' > /srv/home/quimeye/.ssh/authorized_keys && chmod 0600 /srv/home/quimeye/.ssh/authorized_keys
useradd -m -d /srv/home/emekak -u 7779 -g checkout -c 'Emeka Keller' -s /usr/sbin/nologin emekak
chmod 0755 /srv/home/emekak
install -D -m 0640 -o 7779 -g checkout /dev/null /srv/home/emekak/old-project/README
printf '%s' 'archived work d890f0
' > /srv/home/emekak/old-project/README
echo 'emekak:lantern-4faf37eee' | chpasswd
usermod -L -e 2023-08-20 emekak
