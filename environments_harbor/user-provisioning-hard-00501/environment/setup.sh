set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1384 qa
useradd -m -u 5807 -g qa -c 'Zeynepn (qa)' -s /bin/bash -d /home/zeynepn zeynepn
echo 'zeynepn:keep-5807' | chpasswd
groupadd -g 1822 observ
groupadd -g 1823 observ-oncall
groupadd -g 7587 hmoreau
useradd -m -d /srv/home/hmoreau -u 7587 -g hmoreau -G observ -c 'Hiro Moreau' -s /bin/bash hmoreau
chmod 0755 /srv/home/hmoreau
install -D -m 0640 -o 7587 -g hmoreau /dev/null /srv/home/hmoreau/notes.txt
printf '%s' 'on-call notes 4a714e2c
' > /srv/home/hmoreau/notes.txt
groupadd -g 8339 zlopez
useradd -m -d /srv/home/zlopez -u 8339 -g zlopez -G observ -c 'Zeynep Brennan' -s /bin/bash zlopez
chmod 0755 /srv/home/zlopez
install -D -m 0640 -o 8339 -g zlopez /dev/null /srv/home/zlopez/projects/todo.txt
printf '%s' 'todo 17b66aac
' > /srv/home/zlopez/projects/todo.txt
usermod -c 'Zeynep Prev' zlopez
