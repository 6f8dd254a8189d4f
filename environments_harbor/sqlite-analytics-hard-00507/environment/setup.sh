mkdir -p /srv/shop
sqlite3 /srv/shop/shop.db < /tmp/seed.sql
rm /tmp/seed.sql
