set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1332 support
useradd -m -u 2891 -g support -c 'Quinnn (support)' -s /bin/bash -d /home/quinnn quinnn
echo 'quinnn:keep-2891' | chpasswd
groupadd -g 1828 billing
groupadd -g 1829 billing-admins
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'billing deployments' billing-deploy
useradd -m -d /home/ulla_ram -u 2573 -g billing -c 'Ulla Ramos' -s /bin/dash ulla_ram
chmod 0755 /home/ulla_ram
install -D -m 0640 -o 2573 -g billing /dev/null /home/ulla_ram/notes.txt
printf '%s' 'on-call notes d5392a18
' > /home/ulla_ram/notes.txt
useradd -m -d /home/chend -u 6757 -g billing -c 'Chen Dubois' -s /bin/bash chend
chmod 0755 /home/chend
install -D -m 0640 -o 6757 -g billing /dev/null /home/chend/.bash_history
printf '%s' 'ls
make test
' > /home/chend/.bash_history
install -D -m 0640 -o 6757 -g billing /dev/null /home/chend/work/data/sample.csv
printf '%s' 'id,value
0,119
1,827
2,159
3,103
' > /home/chend/work/data/sample.csv
install -D -m 0640 -o 6757 -g billing /dev/null /home/chend/work/report-q3.txt
printf '%s' 'q3 figures a710e8fb54
' > /home/chend/work/report-q3.txt
useradd -m -d /home/freyao -u 5788 -g billing -s /bin/sh freyao
chmod 0755 /home/freyao
install -D -m 0640 -o 5788 -g billing /dev/null /home/freyao/scratch.txt
printf '%s' 'scratch 7d858c3c
' > /home/freyao/scratch.txt
