set -e
touch -d '2024-12-07 23:50:00 UTC' '/mnt/backup/fleet/fleet-full-20241207T235000Z.tar.xz'
touch -d '2024-12-08 11:57:33 UTC' '/mnt/backup/fleet/fleet-incr-20241208T115733Z.tar.xz'
