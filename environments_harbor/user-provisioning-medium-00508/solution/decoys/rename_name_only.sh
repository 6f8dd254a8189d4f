#!/bin/bash
set -euo pipefail
# reconcile the fraud accounts on devbox-12 with /srv/hr/incoming/fraud-roster.yaml
useradd -m -d /home/dnakamura -u 3089 -g fraud -G fraud-leads -c 'Dev Nakamura' -s /bin/bash dnakamura
useradd -m -d /home/mnguyen -u 4263 -g fraud -c 'Mei Nguyen' -s /bin/dash mnguyen
useradd -m -d /home/rbrennan -u 6169 -g fraud -c 'Rafael Brennan' -s /bin/bash rbrennan
usermod -l amara_ram -c 'Amara Ramos' amarai
chpasswd < /srv/hr/incoming/initial-passwords
chage -d 0 dnakamura
chage -d 0 mnguyen
chage -d 0 rbrennan
cat > /etc/sudoers.d/fraud.new <<'SUDOERS'
# fraud leads (managed from the HR roster)
%fraud-leads ALL=(fraud-deploy) NOPASSWD: /opt/fraud/bin/migrate
SUDOERS
chmod 0440 /etc/sudoers.d/fraud.new && visudo -cf /etc/sudoers.d/fraud.new && mv /etc/sudoers.d/fraud.new /etc/sudoers.d/fraud
getent group fraud fraud-leads
id dnakamura
