sqlite3 /srv/hotel/stays.db < /tmp/seed.sql
rm /tmp/seed.sql
