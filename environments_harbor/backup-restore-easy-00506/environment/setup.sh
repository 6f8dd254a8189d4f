set -e
touch -d '2024-09-17 02:55:00 UTC' '/mnt/backup/booking/svc-11.booking.full.20240917T025500Z.tar.gz'
touch -d '2024-09-17 08:56:38 UTC' '/mnt/backup/booking/svc-11.booking.inc.20240917T085638Z.tar.gz'
