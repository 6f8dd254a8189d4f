#!/bin/bash
set -euo pipefail
# reconcile the identity accounts on batch-04 with /srv/hr/incoming/identity-roster.csv
useradd -m -d /home/staff/amaran -u 7302 -g identity -c 'Amara Nakamura' -s /bin/bash amaran
useradd -m -d /home/staff/priyak -u 5131 -g identity -G identity-admins -c 'Priya Keller' -s /bin/sh priyak
useradd -m -d /home/staff/carbren -u 6762 -g identity -G identity-admins -c 'Carmen Brennan' -s /bin/bash carbren
chage -E 2026-12-24 amaran
gpasswd -A priyak,carbren identity
getent group identity identity-admins
id amaran
