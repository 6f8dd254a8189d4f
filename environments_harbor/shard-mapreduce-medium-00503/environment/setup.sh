set -e
useradd --create-home --shell /bin/bash dataeng
chown -R dataeng:dataeng /app
