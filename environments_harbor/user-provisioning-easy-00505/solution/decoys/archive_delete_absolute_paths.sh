#!/bin/bash
set -euo pipefail
# reconcile the billing accounts on etl-02 with /srv/hr/incoming/billing-roster.csv
useradd -m -d /home/bnovak -u 8041 -g billing -G billing-admins -c 'Bjorn Novak' -s /bin/dash bnovak
useradd -m -d /home/aikbren -u 3747 -g billing -c 'Aiko Brennan' -s /bin/bash aikbren
useradd -m -d /home/freya_cas -u 8240 -g billing -c 'Freya Castillo' -s /bin/bash freya_cas
mkdir -p /srv/archive
tar -czpf /srv/archive/iolsen.tar.gz /home/iolsen
userdel -r iolsen
passwd -l oskivan
usermod -s /usr/sbin/nologin oskivan
getent group billing billing-admins
id bnovak
