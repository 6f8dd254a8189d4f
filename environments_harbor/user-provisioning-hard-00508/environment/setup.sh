set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1333 support
useradd -m -u 3016 -g support -c 'Meis (support)' -s /bin/bash -d /home/meis meis
echo 'meis:keep-3016' | chpasswd
groupadd -g 1506 firmware
groupadd -g 1507 firmware-leads
useradd -m -d /home/staff/qnakamura -u 4006 -g firmware -s /bin/sh qnakamura
chmod 0755 /home/staff/qnakamura
install -D -m 0640 -o 4006 -g firmware /dev/null /home/staff/qnakamura/scratch.txt
printf '%s' 'scratch 00ac6f87
' > /home/staff/qnakamura/scratch.txt
useradd -m -d /home/staff/meit -u 8594 -g firmware -c 'Mei Silva' -s /bin/bash meit
chmod 0755 /home/staff/meit
install -D -m 0640 -o 8594 -g firmware /dev/null /home/staff/meit/projects/todo.txt
printf '%s' 'todo 9f59bb98
' > /home/staff/meit/projects/todo.txt
usermod -c 'Mei Prev' meit
useradd -m -d /home/staff/elarsen -u 6715 -g firmware -G firmware-leads -c 'Elena Larsen' -s /bin/bash elarsen
chmod 0755 /home/staff/elarsen
install -D -m 0640 -o 6715 -g firmware /dev/null /home/staff/elarsen/notes.txt
printf '%s' 'on-call notes adcde30b
' > /home/staff/elarsen/notes.txt
