set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/shelfapi
find /srv/shelfapi -type f -exec chmod a+w {} +
