set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/fleetapi
find /srv/fleetapi -type f -exec chmod a+w {} +
