set -e
getent group www-data >/dev/null || groupadd -g 2921 www-data
id -u www-payroll >/dev/null 2>&1 || useradd -r -M -u 2643 -g www-data -d /srv/apps/payroll -s /usr/sbin/nologin www-payroll
mkdir -p '/srv/apps/payroll/data'
mkdir -p '/srv/apps/payroll/bin' && printf 'truncated %s\n' 'bin/index-queue.sh' > '/srv/apps/payroll/bin/index-queue.sh'
mkdir -p '/srv/apps/payroll/bin' && printf 'truncated %s\n' 'bin/user-token.sh' > '/srv/apps/payroll/bin/user-token.sh'
mkdir -p '/srv/apps/payroll/credentials' && printf 'truncated %s\n' 'credentials/batch-report.key' > '/srv/apps/payroll/credentials/batch-report.key'
mkdir -p '/srv/apps/payroll/credentials' && printf 'truncated %s\n' 'credentials/batch_75.key' > '/srv/apps/payroll/credentials/batch_75.key'
head -c 777 /dev/zero > '/srv/apps/payroll/data/.restore-d61caa.partial'
touch -d '2025-06-02 23:05:00 UTC' '/srv/backup/lnx-app4-payroll/lnx-app4.payroll.base.20250602T230500Z.tar.gz'
touch -d '2025-06-02 23:05:00 UTC' '/mnt/nas-replica/backups/payroll/lnx-app4.payroll.base.20250602T230500Z.tar.gz'
touch -d '2025-06-03 05:03:26 UTC' '/srv/backup/lnx-app4-payroll/lnx-app4.payroll.delta.20250603T050326Z.zip'
touch -d '2025-06-03 05:03:26 UTC' '/mnt/nas-replica/backups/payroll/lnx-app4.payroll.delta.20250603T050326Z.zip'
touch -d '2025-06-03 11:03:52 UTC' '/srv/backup/lnx-app4-payroll/lnx-app4.payroll.delta.20250603T110352Z.tar.gz'
touch -d '2025-06-03 11:03:52 UTC' '/mnt/nas-replica/backups/payroll/lnx-app4.payroll.delta.20250603T110352Z.tar.gz'
touch -d '2025-06-03 17:10:41 UTC' '/srv/backup/lnx-app4-payroll/lnx-app4.payroll.delta.20250603T171041Z.zip'
touch -d '2025-06-03 23:10:22 UTC' '/srv/backup/lnx-app4-payroll/lnx-app4.payroll.delta.20250603T231022Z.tar.bz2'
