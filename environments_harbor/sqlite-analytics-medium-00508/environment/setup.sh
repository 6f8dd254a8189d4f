mkdir -p /srv/tickets
sqlite3 /srv/tickets/box_office.db < /tmp/seed.sql
rm /tmp/seed.sql
