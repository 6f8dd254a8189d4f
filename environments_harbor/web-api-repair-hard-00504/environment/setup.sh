set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/eventdesk
find /srv/eventdesk -type f -exec chmod a+w {} +
