set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1311 support
useradd -m -u 6176 -g support -c 'Daliak (support)' -s /bin/bash -d /home/daliak daliak
echo 'daliak:keep-6176' | chpasswd
groupadd -g 1594 payments
groupadd -g 1595 payments-leads
useradd -m -d /srv/home/liaml -u 8602 -g payments -c 'Liam Lindqvist' -s /bin/bash liaml
chmod 0755 /srv/home/liaml
install -D -m 0640 -o 8602 -g payments /dev/null /srv/home/liaml/notes.txt
printf '%s' 'on-call notes b3b53735
' > /srv/home/liaml/notes.txt
useradd -m -d /srv/home/viktorr -u 5211 -g payments -c 'Viktor Ramos' -s /usr/sbin/nologin viktorr
chmod 0755 /srv/home/viktorr
install -D -m 0640 -o 5211 -g payments /dev/null /srv/home/viktorr/old-project/README
printf '%s' 'archived work 264308
' > /srv/home/viktorr/old-project/README
echo 'viktorr:copper-107e03673' | chpasswd
usermod -L -e 2023-04-16 viktorr
