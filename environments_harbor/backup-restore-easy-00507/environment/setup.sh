set -e
touch -d '2024-01-20 01:30:00 UTC' '/backups/app-01/intranet/app-01.intranet.base.20240120T013000Z.tar.gz'
touch -d '2024-01-20 07:37:14 UTC' '/backups/app-01/intranet/app-01.intranet.delta.20240120T073714Z.tar.gz'
