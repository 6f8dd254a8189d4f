mkdir -p /srv/saas
sqlite3 /srv/saas/billing.db < /tmp/seed.sql
rm /tmp/seed.sql
