set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1318 qa
useradd -m -u 5417 -g qa -c 'Inesc (qa)' -s /bin/bash -d /home/inesc inesc
echo 'inesc:keep-5417' | chpasswd
groupadd -g 1686 observ
groupadd -g 1687 observ-oncall
groupadd -g 3453 wnovak
useradd -m -d /home/wnovak -u 3453 -g wnovak -G observ -c 'Wanjiru Novak' -s /bin/dash wnovak
chmod 0755 /home/wnovak
install -D -m 0640 -o 3453 -g wnovak /dev/null /home/wnovak/notes.txt
printf '%s' 'on-call notes 7738e0e4
' > /home/wnovak/notes.txt
groupadd -g 5388 ullay
useradd -m -d /home/ullay -u 5388 -g ullay -c 'Ulla Yilmaz' -s /usr/sbin/nologin ullay
chmod 0755 /home/ullay
install -D -m 0640 -o 5388 -g ullay /dev/null /home/ullay/old-project/README
printf '%s' 'archived work b14ade
' > /home/ullay/old-project/README
echo 'ullay:harbor-bd8714a9e' | chpasswd
usermod -L -e 2023-12-23 ullay
