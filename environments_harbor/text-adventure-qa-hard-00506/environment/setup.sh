set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/salt-house /usr/local/src/salt-house-launcher.c
chown game:game /usr/local/bin/salt-house && chmod 6755 /usr/local/bin/salt-house
chown -R game:game /opt/games/salt-house && chmod 0700 /opt/games/salt-house && chmod 0600 /opt/games/salt-house/*
mkdir -p /home/player/qa && chown -R player:player /home/player
