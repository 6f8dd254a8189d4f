set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/roomdesk
find /srv/roomdesk -type f -exec chmod a+w {} +
