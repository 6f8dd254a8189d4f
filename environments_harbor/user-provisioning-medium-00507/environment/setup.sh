set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1324 qa
useradd -m -u 4017 -g qa -c 'Viktoro (qa)' -s /bin/bash -d /home/viktoro viktoro
echo 'viktoro:keep-4017' | chpasswd
groupadd -g 1672 analytics
groupadd -g 1673 analytics-leads
useradd -m -d /home/staff/aramos -u 2947 -g analytics -c 'Aiko Ramos' -s /usr/sbin/nologin aramos
chmod 0755 /home/staff/aramos
install -D -m 0640 -o 2947 -g analytics /dev/null /home/staff/aramos/old-project/README
printf '%s' 'archived work de10d2
' > /home/staff/aramos/old-project/README
echo 'aramos:harbor-f611ae51a' | chpasswd
usermod -L -e 2024-09-01 aramos
useradd -m -d /home/staff/hiroo -u 8769 -g analytics -c 'Hiro Ortiz' -s /bin/bash hiroo
chmod 0755 /home/staff/hiroo
install -D -m 0640 -o 8769 -g analytics /dev/null /home/staff/hiroo/.bash_history
printf '%s' 'ls
make test
' > /home/staff/hiroo/.bash_history
install -D -m 0640 -o 8769 -g analytics /dev/null /home/staff/hiroo/work/data/sample.csv
printf '%s' 'id,value
0,883
1,527
2,620
3,614
' > /home/staff/hiroo/work/data/sample.csv
install -D -m 0640 -o 8769 -g analytics /dev/null /home/staff/hiroo/work/report-q3.txt
printf '%s' 'q3 figures f56b4b621d
' > /home/staff/hiroo/work/report-q3.txt
useradd -m -d /home/staff/bruno_cas -u 4821 -g analytics -G analytics-leads -c 'Bruno Castillo' -s /bin/bash bruno_cas
chmod 0755 /home/staff/bruno_cas
install -D -m 0640 -o 4821 -g analytics /dev/null /home/staff/bruno_cas/notes.txt
printf '%s' 'on-call notes 98418294
' > /home/staff/bruno_cas/notes.txt
