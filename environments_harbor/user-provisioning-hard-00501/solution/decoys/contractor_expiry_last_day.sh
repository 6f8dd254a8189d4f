#!/bin/bash
set -euo pipefail
# reconcile the observ accounts on stage-app-2 with /root/hr/observ-roster.json
groupadd -g 2095 viktor_kau
useradd -m -d /srv/home/viktor_kau -k /etc/skel-observ -u 2095 -g viktor_kau -G observ -c 'Viktor Kaur' -s /bin/dash viktor_kau
groupadd -g 7582 pramos
useradd -m -d /srv/home/pramos -k /etc/skel-observ -u 7582 -g pramos -G observ,observ-oncall -c 'Priya Ramos' -s /bin/bash pramos
groupadd -g 7103 akaur
useradd -m -d /srv/home/akaur -k /etc/skel-observ -u 7103 -g akaur -G observ -c 'Aiko Kaur' -s /bin/sh akaur
groupadd -g 5636 emekam
useradd -m -d /srv/home/emekam -k /etc/skel-observ -u 5636 -g emekam -G observ -c 'Emeka Mbeki' -s /bin/bash emekam
usermod -l zbrennan -d /srv/home/zbrennan -m -c 'Zeynep Brennan' zlopez
groupmod -n zbrennan zlopez
chage -E 2027-08-01 pramos
chage -E 2026-03-05 akaur
chage -E 2027-10-14 emekam
getent group observ observ-oncall
id viktor_kau
