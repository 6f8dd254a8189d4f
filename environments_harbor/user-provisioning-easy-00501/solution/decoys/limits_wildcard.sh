#!/bin/bash
set -euo pipefail
# reconcile the observ accounts on stage-app-2 with /srv/hr/incoming/observ-roster.csv
useradd -m -d /srv/home/zeynep_lop -u 5935 -g observ -c 'Zeynep Lopez' -s /bin/bash zeynep_lop
useradd -m -d /srv/home/carmeye -u 3984 -g observ -c 'Carmen Meyer' -s /bin/sh carmeye
useradd -m -d /srv/home/quinnl -u 8320 -g observ -G observ-oncall -c 'Quinn Lindqvist' -s /bin/dash quinnl
usermod -U phorvat
chage -E -1 phorvat
usermod -s /bin/dash phorvat
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/observ.conf <<'LIMITS'
# observ: open files
* soft nofile 16384
* hard nofile 65536
LIMITS
getent group observ observ-oncall
id zeynep_lop
