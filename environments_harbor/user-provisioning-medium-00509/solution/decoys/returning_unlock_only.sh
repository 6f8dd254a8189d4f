#!/bin/bash
set -euo pipefail
# reconcile the mobile accounts on stage-app-2 with /srv/hr/incoming/mobile-roster.csv
useradd -r -m -d /var/lib/mobile-ingest -s /usr/sbin/nologin -c 'mobile ingest daemon' mobile-ingest
chmod 0750 /var/lib/mobile-ingest
useradd -m -d /home/pnovak -u 7460 -g mobile -c 'Priya Novak' -s /bin/dash pnovak
useradd -m -d /home/vnakamura -u 8917 -g mobile -G mobile-oncall -c 'Viktor Nakamura' -s /bin/bash vnakamura
useradd -m -d /home/priya_mbe -u 4096 -g mobile -c 'Priya Mbeki' -s /bin/sh priya_mbe
usermod -U rbrennan
usermod -s /bin/dash rbrennan
usermod -u 6569 -g mobile -c 'Ulla Olsen' -s /bin/bash ulla_ols
getent group mobile mobile-oncall
id pnovak
