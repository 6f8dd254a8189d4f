set -e
id -u dev >/dev/null 2>&1 || useradd --create-home --shell /bin/bash dev
chown -R dev:dev /app/orders-toolkit
