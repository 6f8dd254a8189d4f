set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1451 support
useradd -m -u 8010 -g support -c 'Ullar (support)' -s /bin/bash -d /home/ullar ullar
echo 'ullar:keep-8010' | chpasswd
groupadd -g 1806 observ
groupadd -g 1807 observ-oncall
useradd -m -d /srv/home/phorvat -u 3138 -g observ -c 'Priya Horvat' -s /usr/sbin/nologin phorvat
chmod 0755 /srv/home/phorvat
install -D -m 0640 -o 3138 -g observ /dev/null /srv/home/phorvat/old-project/README
printf '%s' 'archived work d227cb
' > /srv/home/phorvat/old-project/README
echo 'phorvat:harbor-c50987e59' | chpasswd
usermod -L -e 2024-12-12 phorvat
useradd -m -d /srv/home/ulldubo -u 3024 -g observ -G observ-oncall -c 'Ulla Dubois' -s /bin/bash ulldubo
chmod 0755 /srv/home/ulldubo
install -D -m 0640 -o 3024 -g observ /dev/null /srv/home/ulldubo/notes.txt
printf '%s' 'on-call notes 4d785611
' > /srv/home/ulldubo/notes.txt
