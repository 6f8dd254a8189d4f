#!/bin/bash
set -euo pipefail
# reconcile the maps accounts on build-03 with /root/onboarding/maps-roster.csv
useradd -m -d /home/elena_cas -u 8971 -g maps -c 'Elena Castillo' -s /bin/bash elena_cas
useradd -m -d /home/dortiz -u 4256 -g maps -c 'Dalia Ortiz' -s /bin/bash dortiz
useradd -m -d /home/nadiak -u 4031 -g maps -G maps-oncall -c 'Nadia Keller' -s /bin/bash nadiak
passwd -l ulla_tan
usermod -s /usr/sbin/nologin ulla_tan
getent group maps maps-oncall
id elena_cas
