set -e
useradd --create-home --shell /bin/bash researcher
chown -R researcher:researcher /app/dosebins
