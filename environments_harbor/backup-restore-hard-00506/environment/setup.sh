set -e
getent group lab-notes-ops >/dev/null || groupadd -g 2959 lab-notes-ops
id -u lab-notes-app >/dev/null 2>&1 || useradd -r -M -u 2363 -g lab-notes-ops -d /opt/lab-notes/data -s /usr/sbin/nologin lab-notes-app
mkdir -p '/opt/lab-notes/data/storage'
mkdir -p '/opt/lab-notes/data/config' && printf 'truncated %s\n' 'config/batch-batch.conf' > '/opt/lab-notes/data/config/batch-batch.conf'
mkdir -p '/opt/lab-notes/data/config/profiles' && printf 'truncated %s\n' 'config/profiles/prod.conf' > '/opt/lab-notes/data/config/profiles/prod.conf'
mkdir -p '/opt/lab-notes/data/config/profiles' && printf 'truncated %s\n' 'config/profiles/staging.conf' > '/opt/lab-notes/data/config/profiles/staging.conf'
mkdir -p '/opt/lab-notes/data/config' && printf 'truncated %s\n' 'config/retry-audit.txt' > '/opt/lab-notes/data/config/retry-audit.txt'
head -c 777 /dev/zero > '/opt/lab-notes/data/storage/.restore-aaba62.partial'
touch -d '2024-12-15 02:10:00 UTC' '/mnt/backup/lab-notes/juniper.lab-notes.full.20241215T021000Z.tar.xz'
touch -d '2024-12-15 02:10:00 UTC' '/mnt/nas-replica/backups/lab-notes/juniper.lab-notes.full.20241215T021000Z.tar.xz'
touch -d '2024-12-16 02:10:22 UTC' '/mnt/backup/lab-notes/juniper.lab-notes.incr.20241216T021022Z.tar.bz2'
touch -d '2024-12-16 02:10:22 UTC' '/mnt/nas-replica/backups/lab-notes/juniper.lab-notes.incr.20241216T021022Z.tar.bz2'
touch -d '2024-12-17 02:17:42 UTC' '/mnt/backup/lab-notes/juniper.lab-notes.incr.20241217T021742Z.zip'
touch -d '2024-12-17 02:17:42 UTC' '/mnt/nas-replica/backups/lab-notes/juniper.lab-notes.incr.20241217T021742Z.zip'
touch -d '2024-12-18 02:21:43 UTC' '/mnt/backup/lab-notes/juniper.lab-notes.incr.20241218T022143Z.tar.gz'
touch -d '2024-12-18 02:21:43 UTC' '/mnt/nas-replica/backups/lab-notes/juniper.lab-notes.incr.20241218T022143Z.tar.gz'
touch -d '2024-12-19 02:19:51 UTC' '/mnt/backup/lab-notes/juniper.lab-notes.incr.20241219T021951Z.zip'
touch -d '2024-12-19 02:19:51 UTC' '/mnt/nas-replica/backups/lab-notes/juniper.lab-notes.incr.20241219T021951Z.zip'
