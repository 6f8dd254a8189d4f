sqlite3 /srv/cowork/bookings.db < /tmp/seed.sql
rm /tmp/seed.sql
