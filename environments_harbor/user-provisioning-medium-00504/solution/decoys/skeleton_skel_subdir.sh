#!/bin/bash
set -euo pipefail
# reconcile the ledger accounts on etl-02 with /root/onboarding/ledger-roster.csv
useradd -r -m -d /var/lib/ledger-exporter -s /usr/sbin/nologin -c 'ledger exporter daemon' ledger-exporter
chmod 0750 /var/lib/ledger-exporter
useradd -m -d /srv/home/nadlind -u 8064 -g ledger -c 'Nadia Lindqvist' -s /bin/bash nadlind
cp -r /etc/skel-ledger /srv/home/nadlind/
useradd -m -d /srv/home/ehaddad -u 3092 -g ledger -G ledger-admins -c 'Emeka Haddad' -s /bin/bash ehaddad
cp -r /etc/skel-ledger /srv/home/ehaddad/
useradd -m -d /srv/home/zeynept -u 7523 -g ledger -c 'Zeynep Tanaka' -s /bin/bash zeynept
cp -r /etc/skel-ledger /srv/home/zeynept/
usermod -u 8965 -g ledger -c 'Gustav Novak' -s /bin/bash gnovak
getent group ledger ledger-admins
id meia
