mkdir -p /srv/clinic
sqlite3 /srv/clinic/clinic.db < /tmp/seed.sql
rm /tmp/seed.sql
