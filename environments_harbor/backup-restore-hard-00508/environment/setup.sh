set -e
getent group svc >/dev/null || groupadd -g 2987 svc
id -u svc-crm >/dev/null 2>&1 || useradd -r -M -u 2548 -g svc -d /opt/crm/data -s /usr/sbin/nologin svc-crm
mkdir -p '/opt/crm/data/db'
mkdir -p '/opt/crm/data/builds/v1.0.8' && printf 'truncated %s\n' 'builds/v1.0.8/app.ini' > '/opt/crm/data/builds/v1.0.8/app.ini'
mkdir -p '/opt/crm/data/db' && printf 'truncated %s\n' 'db/ledger_25.json' > '/opt/crm/data/db/ledger_25.json'
mkdir -p '/opt/crm/data/db' && printf 'truncated %s\n' 'db/page-batch.csv' > '/opt/crm/data/db/page-batch.csv'
mkdir -p '/opt/crm/data/db' && printf 'truncated %s\n' 'db/page.txt' > '/opt/crm/data/db/page.txt'
head -c 777 /dev/zero > '/opt/crm/data/db/.restore-81d409.partial'
touch -d '2025-04-17 23:35:00 UTC' '/srv/backup/orion-crm/crm-full-20250417T233500Z.tar.bz2'
touch -d '2025-04-17 23:35:00 UTC' '/srv/mirror/crm/crm-full-20250417T233500Z.tar.bz2'
touch -d '2025-04-18 05:44:59 UTC' '/srv/backup/orion-crm/crm-incr-20250418T054459Z.zip'
touch -d '2025-04-18 05:44:59 UTC' '/srv/mirror/crm/crm-incr-20250418T054459Z.zip'
touch -d '2025-04-18 11:51:13 UTC' '/srv/backup/orion-crm/crm-incr-20250418T115113Z.tar.xz'
touch -d '2025-04-18 17:59:58 UTC' '/srv/backup/orion-crm/crm-incr-20250418T175958Z.tar.xz'
touch -d '2025-04-19 00:09:19 UTC' '/srv/backup/orion-crm/crm-incr-20250419T000919Z.tar.gz'
touch -d '2025-04-19 06:17:00 UTC' '/srv/backup/orion-crm/crm-incr-20250419T061700Z.tar.gz'
