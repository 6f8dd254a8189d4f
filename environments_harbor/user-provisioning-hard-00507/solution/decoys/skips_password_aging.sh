#!/bin/bash
set -euo pipefail
# reconcile the growth accounts on gpu-node-5 with /root/onboarding/growth-roster.yaml
groupadd -g 3598 zeyfisc
useradd -m -d /srv/home/zeyfisc -u 3598 -g zeyfisc -G growth -c 'Zeynep Fischer' -s /bin/bash zeyfisc
groupadd -g 5759 lianguy
useradd -m -d /srv/home/lianguy -u 5759 -g lianguy -G growth -c 'Liam Nguyen' -s /bin/bash lianguy
groupadd -g 3387 msilva
useradd -m -d /srv/home/msilva -u 3387 -g msilva -G growth,growth-oncall -c 'Mei Silva' -s /bin/dash msilva
groupadd -g 5984 nmbeki
useradd -m -d /srv/home/nmbeki -u 5984 -g nmbeki -G growth -c 'Nadia Mbeki' -s /bin/bash nmbeki
groupadd -g 6862 sanan
useradd -m -d /srv/home/sanan -u 6862 -g sanan -G growth -c 'Sana Nakamura' -s /bin/bash sanan
usermod -U fremeye
chage -E -1 fremeye
usermod -s /bin/sh -a -G growth fremeye
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/growth.conf <<'LIMITS'
# growth: open files
@growth soft nofile 8192
@growth hard nofile 32768
LIMITS
getent group growth growth-oncall
id zeyfisc
