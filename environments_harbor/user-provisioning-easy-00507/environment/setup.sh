set -e
mkdir -p /srv/home
