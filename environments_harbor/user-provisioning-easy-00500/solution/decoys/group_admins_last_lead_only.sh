#!/bin/bash
set -euo pipefail
# reconcile the identity accounts on batch-04 with /srv/hr/incoming/identity-roster.csv
groupadd -g 7302 amaran
useradd -m -d /home/staff/amaran -u 7302 -g amaran -G identity -c 'Amara Nakamura' -s /bin/bash amaran
groupadd -g 5131 priyak
useradd -m -d /home/staff/priyak -u 5131 -g priyak -G identity,identity-admins -c 'Priya Keller' -s /bin/sh priyak
groupadd -g 6762 carbren
useradd -m -d /home/staff/carbren -u 6762 -g carbren -G identity,identity-admins -c 'Carmen Brennan' -s /bin/bash carbren
chage -E 2026-12-24 amaran
gpasswd -A priyak identity
gpasswd -A carbren identity
getent group identity identity-admins
id amaran
