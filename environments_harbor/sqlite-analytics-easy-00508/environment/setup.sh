mkdir -p /srv/rental
sqlite3 /srv/rental/rentals.db < /tmp/seed.sql
rm /tmp/seed.sql
