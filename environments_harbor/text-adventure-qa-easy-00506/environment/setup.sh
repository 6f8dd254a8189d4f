set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/gallowglass /usr/local/src/gallowglass-launcher.c
chown game:game /usr/local/bin/gallowglass && chmod 6755 /usr/local/bin/gallowglass
chown -R game:game /opt/games/gallowglass && chmod 0700 /opt/games/gallowglass && chmod 0600 /opt/games/gallowglass/*
mkdir -p /home/player/qa && chown -R player:player /home/player
