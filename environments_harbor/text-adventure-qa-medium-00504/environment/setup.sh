set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/clock-lighthouse /usr/local/src/clock-lighthouse-launcher.c
chown game:game /usr/local/bin/clock-lighthouse && chmod 6755 /usr/local/bin/clock-lighthouse
chown -R game:game /opt/games/clock-lighthouse && chmod 0700 /opt/games/clock-lighthouse && chmod 0600 /opt/games/clock-lighthouse/*
mkdir -p /home/player/qa && chown -R player:player /home/player
