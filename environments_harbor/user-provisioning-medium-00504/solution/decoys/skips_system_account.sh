#!/bin/bash
set -euo pipefail
# reconcile the ledger accounts on etl-02 with /root/onboarding/ledger-roster.csv
useradd -m -d /srv/home/nadlind -k /etc/skel-ledger -u 8064 -g ledger -c 'Nadia Lindqvist' -s /bin/bash nadlind
useradd -m -d /srv/home/ehaddad -k /etc/skel-ledger -u 3092 -g ledger -G ledger-admins -c 'Emeka Haddad' -s /bin/bash ehaddad
useradd -m -d /srv/home/zeynept -k /etc/skel-ledger -u 7523 -g ledger -c 'Zeynep Tanaka' -s /bin/bash zeynept
usermod -u 8965 -g ledger -c 'Gustav Novak' -s /bin/bash gnovak
getent group ledger ledger-admins
id meia
