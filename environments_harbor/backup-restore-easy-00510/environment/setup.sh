set -e
touch -d '2024-05-04 01:15:00 UTC' '/backups/files-02/inventory/files-02.inventory.full.20240504T011500Z.tar.bz2'
touch -d '2024-05-05 01:24:19 UTC' '/backups/files-02/inventory/files-02.inventory.incr.20240505T012419Z.tar.bz2'
