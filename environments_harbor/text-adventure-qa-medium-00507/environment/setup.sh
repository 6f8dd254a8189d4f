set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/drowned-obs /usr/local/src/drowned-obs-launcher.c
chown game:game /usr/local/bin/drowned-obs && chmod 6755 /usr/local/bin/drowned-obs
chown -R game:game /opt/games/drowned-obs && chmod 0700 /opt/games/drowned-obs && chmod 0600 /opt/games/drowned-obs/*
mkdir -p /home/player/qa && chown -R player:player /home/player
