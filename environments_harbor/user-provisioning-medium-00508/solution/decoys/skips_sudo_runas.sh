#!/bin/bash
set -euo pipefail
# reconcile the fraud accounts on devbox-12 with /srv/hr/incoming/fraud-roster.yaml
useradd -m -d /home/dnakamura -u 3089 -g fraud -G fraud-leads -c 'Dev Nakamura' -s /bin/bash dnakamura
useradd -m -d /home/mnguyen -u 4263 -g fraud -c 'Mei Nguyen' -s /bin/dash mnguyen
useradd -m -d /home/rbrennan -u 6169 -g fraud -c 'Rafael Brennan' -s /bin/bash rbrennan
usermod -l amara_ram -d /home/amara_ram -m -c 'Amara Ramos' amarai
chpasswd < /srv/hr/incoming/initial-passwords
chage -d 0 dnakamura
chage -d 0 mnguyen
chage -d 0 rbrennan
getent group fraud fraud-leads
id dnakamura
