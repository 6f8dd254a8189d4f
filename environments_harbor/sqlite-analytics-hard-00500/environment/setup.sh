mkdir -p /srv/freight
sqlite3 /srv/freight/freight.db < /tmp/seed.sql
rm /tmp/seed.sql
