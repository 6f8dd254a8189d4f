set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/stockroom
find /srv/stockroom -type f -exec chmod a+w {} +
