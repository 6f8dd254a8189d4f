set -e
useradd --system --no-create-home --shell /usr/sbin/nologin game
useradd --create-home --shell /bin/bash player
gcc -O2 -Wall -o /usr/local/bin/wyrmwood /usr/local/src/wyrmwood-launcher.c
chown game:game /usr/local/bin/wyrmwood && chmod 6755 /usr/local/bin/wyrmwood
chown -R game:game /opt/games/wyrmwood && chmod 0700 /opt/games/wyrmwood && chmod 0600 /opt/games/wyrmwood/*
mkdir -p /home/player/qa && chown -R player:player /home/player
