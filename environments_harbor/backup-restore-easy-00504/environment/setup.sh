set -e
touch -d '2025-07-05 01:55:00 UTC' '/var/backups/assets/20250705T015500Z_assets_base.tar.xz'
touch -d '2025-07-05 13:56:39 UTC' '/var/backups/assets/20250705T135639Z_assets_delta.tar.xz'
