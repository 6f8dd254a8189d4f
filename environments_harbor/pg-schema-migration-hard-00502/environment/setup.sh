set -e
useradd --create-home --shell /bin/bash dev
chown -R dev:dev /srv/migrations /home/dev
conf=/etc/postgresql/15/main
install -o postgres -g postgres -m 0640 /opt/tg-seed/pg_hba.conf /opt/tg-seed/pg_ident.conf $conf/
install -o postgres -g postgres -m 0644 /opt/tg-seed/termigen.conf $conf/conf.d/termigen.conf
install -d -o postgres -g postgres -m 2775 /var/run/postgresql
pg_ctlcluster 15 main start
runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -U postgres -d postgres -f /opt/tg-seed/seed.sql
runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -U postgres -d postgres -c "CREATE DATABASE librarydb_pristine TEMPLATE librarydb" \
    -c "ALTER DATABASE librarydb_pristine WITH IS_TEMPLATE true ALLOW_CONNECTIONS false"
pg_ctlcluster 15 main stop
rm -rf /opt/tg-seed
echo 'dev ALL=(postgres) NOPASSWD: /usr/bin/pg_ctlcluster 15 main start, /usr/bin/pg_ctlcluster 15 main stop, /usr/bin/pg_ctlcluster 15 main restart, /usr/local/sbin/librarydb-reset ""' > /etc/sudoers.d/librarydb
chmod 0440 /etc/sudoers.d/librarydb
