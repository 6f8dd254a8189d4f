#!/bin/bash
set -euo pipefail
# reconcile the growth accounts on gpu-node-5 with /root/onboarding/growth-roster.yaml
useradd -m -d /srv/home/zeyfisc -u 3598 -g growth -c 'Zeynep Fischer' -s /bin/bash zeyfisc
useradd -m -d /srv/home/lianguy -u 5759 -g growth -c 'Liam Nguyen' -s /bin/bash lianguy
useradd -m -d /srv/home/msilva -u 3387 -g growth -G growth-oncall -c 'Mei Silva' -s /bin/dash msilva
useradd -m -d /srv/home/nmbeki -u 5984 -g growth -c 'Nadia Mbeki' -s /bin/bash nmbeki
useradd -m -d /srv/home/sanan -u 6862 -g growth -c 'Sana Nakamura' -s /bin/bash sanan
usermod -U fremeye
chage -E -1 fremeye
usermod -s /bin/sh -a -G growth fremeye
chage -m 7 -M 90 -W 14 -I 30 zeyfisc
chage -m 7 -M 90 -W 14 -I 30 emeka_tan
chage -m 7 -M 90 -W 14 -I 30 lianguy
chage -m 7 -M 90 -W 14 -I 30 msilva
chage -m 7 -M 90 -W 14 -I 30 fremeye
chage -m 7 -M 90 -W 14 -I 30 nmbeki
chage -m 7 -M 90 -W 14 -I 30 sanan
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/growth.conf <<'LIMITS'
# growth: open files
@growth soft nofile 8192
@growth hard nofile 32768
LIMITS
getent group growth growth-oncall
id zeyfisc
