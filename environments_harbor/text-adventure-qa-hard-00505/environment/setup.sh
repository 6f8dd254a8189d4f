set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/hollowmere /usr/local/src/hollowmere-launcher.c
chown game:game /usr/local/bin/hollowmere && chmod 6755 /usr/local/bin/hollowmere
chown -R game:game /opt/games/hollowmere && chmod 0700 /opt/games/hollowmere && chmod 0600 /opt/games/hollowmere/*
mkdir -p /home/player/qa && chown -R player:player /home/player
