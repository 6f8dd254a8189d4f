set -e
useradd --create-home --home-dir /home/dev --shell /bin/bash dev
chown -R dev:dev /srv/helpdesk
find /srv/helpdesk -type f -exec chmod a+w {} +
