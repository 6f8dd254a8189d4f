set -e
touch -d '2023-12-06 23:00:00 UTC' '/mnt/backup/booking/20231206T230000Z_booking_full.tar.bz2'
touch -d '2023-12-07 05:06:41 UTC' '/mnt/backup/booking/20231207T050641Z_booking_incr.tar.bz2'
