set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/sunken-abbey /usr/local/src/sunken-abbey-launcher.c
chown game:game /usr/local/bin/sunken-abbey && chmod 6755 /usr/local/bin/sunken-abbey
chown -R game:game /opt/games/sunken-abbey && chmod 0700 /opt/games/sunken-abbey && chmod 0600 /opt/games/sunken-abbey/*
mkdir -p /home/player/qa && chown -R player:player /home/player
