sqlite3 /srv/retail/shop.db < /tmp/seed.sql
rm /tmp/seed.sql
