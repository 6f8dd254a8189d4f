set -e
getent group www-data >/dev/null || groupadd -g 2960 www-data
id -u forum >/dev/null 2>&1 || useradd -r -M -u 2259 -g www-data -d /srv/apps/forum -s /usr/sbin/nologin forum
mkdir -p '/srv/apps/forum/data'
mkdir -p '/srv/apps/forum/data' && printf 'truncated %s\n' 'data/batch.json' > '/srv/apps/forum/data/batch.json'
mkdir -p '/srv/apps/forum/data' && printf 'truncated %s\n' 'data/export.txt' > '/srv/apps/forum/data/export.txt'
mkdir -p '/srv/apps/forum/data' && printf 'truncated %s\n' 'data/token-report.csv' > '/srv/apps/forum/data/token-report.csv'
mkdir -p '/srv/apps/forum/data' && printf 'truncated %s\n' 'data/user_82.txt' > '/srv/apps/forum/data/user_82.txt'
head -c 777 /dev/zero > '/srv/apps/forum/data/.restore-5618db.partial'
touch -d '2025-03-17 02:10:00 UTC' '/var/backups/forum/20250317T021000Z_forum_full.tar.gz'
touch -d '2025-03-17 02:10:00 UTC' '/srv/mirror/forum/20250317T021000Z_forum_full.tar.gz'
touch -d '2025-03-18 02:11:44 UTC' '/var/backups/forum/20250318T021144Z_forum_inc.zip'
touch -d '2025-03-18 02:11:44 UTC' '/srv/mirror/forum/20250318T021144Z_forum_inc.zip'
touch -d '2025-03-19 02:21:37 UTC' '/var/backups/forum/20250319T022137Z_forum_inc.tar.gz'
touch -d '2025-03-20 02:30:09 UTC' '/var/backups/forum/20250320T023009Z_forum_inc.tar.gz'
touch -d '2025-03-21 02:38:46 UTC' '/var/backups/forum/20250321T023846Z_forum_inc.tar.xz'
touch -d '2025-03-22 02:44:27 UTC' '/var/backups/forum/20250322T024427Z_forum_inc.tar.gz'
