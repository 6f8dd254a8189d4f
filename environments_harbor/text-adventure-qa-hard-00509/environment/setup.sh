set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/ironvale /usr/local/src/ironvale-launcher.c
chown game:game /usr/local/bin/ironvale && chmod 6755 /usr/local/bin/ironvale
chown -R game:game /opt/games/ironvale && chmod 0700 /opt/games/ironvale && chmod 0600 /opt/games/ironvale/*
mkdir -p /home/player/qa && chown -R player:player /home/player
