set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1335 support
useradd -m -u 2655 -g support -c 'Tomaso (support)' -s /bin/bash -d /home/tomaso tomaso
echo 'tomaso:keep-2655' | chpasswd
groupadd -g 1594 ledger
groupadd -g 1595 ledger-oncall
useradd -m -d /home/bfischer -u 8516 -g ledger -c 'Bjorn Fischer' -s /bin/sh bfischer
chmod 0755 /home/bfischer
install -D -m 0640 -o 8516 -g ledger /dev/null /home/bfischer/notes.txt
printf '%s' 'on-call notes ef5427d0
' > /home/bfischer/notes.txt
useradd -m -d /home/yara_kau -u 5169 -g ledger -c 'Yara Kaur' -s /usr/sbin/nologin yara_kau
chmod 0755 /home/yara_kau
install -D -m 0640 -o 5169 -g ledger /dev/null /home/yara_kau/old-project/README
printf '%s' 'archived work 2e3c69
' > /home/yara_kau/old-project/README
echo 'yara_kau:raven-f1e622e38' | chpasswd
usermod -L -e 2024-11-03 yara_kau
