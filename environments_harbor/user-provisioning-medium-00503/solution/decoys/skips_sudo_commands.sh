#!/bin/bash
set -euo pipefail
# reconcile the growth accounts on batch-04 with /root/onboarding/growth-roster.yaml
useradd -m -d /srv/home/tnakamura -k /etc/skel-growth -u 7453 -g growth -c 'Tomas Nakamura' -s /bin/bash tnakamura
useradd -m -d /srv/home/sanay -k /etc/skel-growth -u 7386 -g growth -G growth-leads -c 'Sana Yilmaz' -s /bin/bash sanay
useradd -m -d /srv/home/ines_tan -k /etc/skel-growth -u 2437 -g growth -c 'Ines Tanaka' -s /bin/sh ines_tan
usermod -u 8874 -g growth -c 'Tomas Lopez' -s /bin/sh tomas_lop
getent group growth growth-leads
id tomas_lop
