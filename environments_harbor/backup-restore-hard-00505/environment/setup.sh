set -e
getent group www-data >/dev/null || groupadd -g 2908 www-data
id -u www-docs >/dev/null 2>&1 || useradd -r -M -u 2573 -g www-data -d /srv/docs -s /usr/sbin/nologin www-docs
mkdir -p '/srv/docs/storage'
mkdir -p '/srv/docs/builds/v1.5.4' && printf 'truncated %s\n' 'builds/v1.5.4/app.ini' > '/srv/docs/builds/v1.5.4/app.ini'
mkdir -p '/srv/docs/credentials' && printf 'truncated %s\n' 'credentials/report-ledger.key' > '/srv/docs/credentials/report-ledger.key'
mkdir -p '/srv/docs/credentials' && printf 'truncated %s\n' 'credentials/shard.key' > '/srv/docs/credentials/shard.key'
mkdir -p '/srv/docs/hooks' && printf 'truncated %s\n' 'hooks/queue.sh' > '/srv/docs/hooks/queue.sh'
head -c 777 /dev/zero > '/srv/docs/storage/.restore-0ee004.partial'
touch -d '2024-09-03 01:35:00 UTC' '/backups/files-02/docs/20240903T013500Z_docs_full.tar.bz2'
touch -d '2024-09-03 01:35:00 UTC' '/mnt/nas-replica/backups/docs/20240903T013500Z_docs_full.tar.bz2'
touch -d '2024-09-03 13:32:19 UTC' '/backups/files-02/docs/20240903T133219Z_docs_incr.tar.xz'
touch -d '2024-09-03 13:32:19 UTC' '/mnt/nas-replica/backups/docs/20240903T133219Z_docs_incr.tar.xz'
touch -d '2024-09-04 01:36:20 UTC' '/backups/files-02/docs/20240904T013620Z_docs_incr.zip'
touch -d '2024-09-04 01:36:20 UTC' '/mnt/nas-replica/backups/docs/20240904T013620Z_docs_incr.zip'
touch -d '2024-09-04 13:34:58 UTC' '/backups/files-02/docs/20240904T133458Z_docs_incr.tar.xz'
touch -d '2024-09-04 13:34:58 UTC' '/mnt/nas-replica/backups/docs/20240904T133458Z_docs_incr.tar.xz'
touch -d '2024-09-05 01:43:15 UTC' '/backups/files-02/docs/20240905T014315Z_docs_incr.tar.gz'
