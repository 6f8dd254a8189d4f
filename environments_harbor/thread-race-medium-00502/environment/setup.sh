useradd --create-home --shell /bin/bash dev
chown -R dev:dev /app/ticketd
