set -e
getent group crm-grp >/dev/null || groupadd -g 2955 crm-grp
id -u crm >/dev/null 2>&1 || useradd -r -M -u 2028 -g crm-grp -d /srv/apps/crm -s /usr/sbin/nologin crm
mkdir -p '/srv/apps/crm/data'
mkdir -p '/srv/apps/crm/assets' && printf 'truncated %s\n' 'assets/index_94.html' > '/srv/apps/crm/assets/index_94.html'
mkdir -p '/srv/apps/crm/assets' && printf 'truncated %s\n' 'assets/price list.txt' > '/srv/apps/crm/assets/price list.txt'
mkdir -p '/srv/apps/crm/assets' && printf 'truncated %s\n' 'assets/sync_11.txt' > '/srv/apps/crm/assets/sync_11.txt'
mkdir -p '/srv/apps/crm/bin' && printf 'truncated %s\n' 'bin/queue-export.sh' > '/srv/apps/crm/bin/queue-export.sh'
head -c 777 /dev/zero > '/srv/apps/crm/data/.restore-1b5050.partial'
touch -d '2023-08-12 02:45:00 UTC' '/backups/ops-vm2/crm/crm-full-20230812T024500Z.tar.xz'
touch -d '2023-08-12 02:45:00 UTC' '/srv/mirror/crm/crm-full-20230812T024500Z.tar.xz'
touch -d '2023-08-13 02:44:57 UTC' '/backups/ops-vm2/crm/crm-incr-20230813T024457Z.tar.gz'
touch -d '2023-08-13 02:44:57 UTC' '/srv/mirror/crm/crm-incr-20230813T024457Z.tar.gz'
touch -d '2023-08-14 02:48:57 UTC' '/backups/ops-vm2/crm/crm-incr-20230814T024857Z.zip'
touch -d '2023-08-14 02:48:57 UTC' '/srv/mirror/crm/crm-incr-20230814T024857Z.zip'
touch -d '2023-08-15 02:51:57 UTC' '/backups/ops-vm2/crm/crm-incr-20230815T025157Z.tar.gz'
touch -d '2023-08-15 02:51:57 UTC' '/srv/mirror/crm/crm-incr-20230815T025157Z.tar.gz'
touch -d '2023-08-16 02:48:54 UTC' '/backups/ops-vm2/crm/crm-incr-20230816T024854Z.tar.gz'
touch -d '2023-08-17 02:52:35 UTC' '/backups/ops-vm2/crm/crm-incr-20230817T025235Z.zip'
