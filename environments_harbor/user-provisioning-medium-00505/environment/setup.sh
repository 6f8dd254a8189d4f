set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1356 qa
useradd -m -u 5718 -g qa -c 'Inesh (qa)' -s /bin/bash -d /home/inesh inesh
echo 'inesh:keep-5718' | chpasswd
groupadd -g 1528 fraud
groupadd -g 1529 fraud-leads
useradd -m -d /srv/home/priyay -u 8799 -g fraud -c 'Priya Dubois' -s /bin/sh priyay
chmod 0755 /srv/home/priyay
install -D -m 0640 -o 8799 -g fraud /dev/null /srv/home/priyay/projects/todo.txt
printf '%s' 'todo 2bc6dad2
' > /srv/home/priyay/projects/todo.txt
usermod -c 'Priya Prev' priyay
useradd -m -d /srv/home/dalia_yil -u 2641 -g fraud -G fraud-leads -c 'Dalia Yilmaz' -s /bin/dash dalia_yil
chmod 0755 /srv/home/dalia_yil
install -D -m 0640 -o 2641 -g fraud /dev/null /srv/home/dalia_yil/notes.txt
printf '%s' 'on-call notes 11877245
' > /srv/home/dalia_yil/notes.txt
