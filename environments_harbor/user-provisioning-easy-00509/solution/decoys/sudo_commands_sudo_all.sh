#!/bin/bash
set -euo pipefail
# reconcile the observ accounts on stage-app-2 with /srv/hr/incoming/observ-roster.csv
groupadd -g 6171 chen_yil
useradd -m -d /home/chen_yil -u 6171 -g chen_yil -G observ -c 'Chen Yilmaz' -s /bin/bash chen_yil
groupadd -g 6217 mpark
useradd -m -d /home/mpark -u 6217 -g mpark -G observ,observ-oncall -c 'Mei Park' -s /bin/bash mpark
groupadd -g 3758 afischer
useradd -m -d /home/afischer -u 3758 -g afischer -G observ -c 'Aiko Fischer' -s /bin/sh afischer
groupadd -g 7681 kavya_nov
useradd -m -d /home/kavya_nov -u 7681 -g kavya_nov -G observ -c 'Kavya Novak' -s /bin/bash kavya_nov
usermod -U ullay
chage -E -1 ullay
usermod -s /bin/bash -a -G observ ullay
cat > /etc/sudoers.d/observ.new <<'SUDOERS'
# observ leads (managed from the HR roster)
%observ-oncall ALL=(ALL) NOPASSWD: ALL
SUDOERS
chmod 0440 /etc/sudoers.d/observ.new && visudo -cf /etc/sudoers.d/observ.new && mv /etc/sudoers.d/observ.new /etc/sudoers.d/observ
getent group observ observ-oncall
id chen_yil
