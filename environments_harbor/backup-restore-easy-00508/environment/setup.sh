set -e
touch -d '2024-07-25 02:55:00 UTC' '/srv/backup/tundra-assets/tundra.assets.full.20240725T025500Z.tar.gz'
touch -d '2024-07-26 02:51:53 UTC' '/srv/backup/tundra-assets/tundra.assets.incr.20240726T025153Z.tar.gz'
