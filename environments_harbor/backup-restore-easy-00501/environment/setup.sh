set -e
touch -d '2025-04-02 02:10:00 UTC' '/var/backups/inventory/inventory-full-20250402T021000Z.tar.xz'
touch -d '2025-04-02 14:13:38 UTC' '/var/backups/inventory/inventory-incr-20250402T141338Z.tar.xz'
