set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1352 qa
useradd -m -u 5020 -g qa -c 'Carmenm (qa)' -s /bin/bash -d /home/carmenm carmenm
echo 'carmenm:keep-5020' | chpasswd
groupadd -g 1826 growth
groupadd -g 1827 growth-oncall
groupadd -g 6448 emeka_tan
useradd -m -d /srv/home/emeka_tan -u 6448 -g emeka_tan -G growth,growth-oncall -c 'Emeka Tanaka' -s /bin/bash emeka_tan
chmod 0755 /srv/home/emeka_tan
install -D -m 0640 -o 6448 -g emeka_tan /dev/null /srv/home/emeka_tan/notes.txt
printf '%s' 'on-call notes 41aa070c
' > /srv/home/emeka_tan/notes.txt
groupadd -g 3912 fremeye
useradd -m -d /srv/home/fremeye -u 3912 -g fremeye -c 'Freya Meyer' -s /usr/sbin/nologin fremeye
chmod 0755 /srv/home/fremeye
install -D -m 0640 -o 3912 -g fremeye /dev/null /srv/home/fremeye/old-project/README
printf '%s' 'archived work 040d0c
' > /srv/home/fremeye/old-project/README
echo 'fremeye:velvet-8e34404f1' | chpasswd
usermod -L -e 2024-09-16 fremeye
