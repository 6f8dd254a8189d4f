set -e
touch -d '2023-09-15 23:45:00 UTC' '/var/backups/helpdesk/helpdesk-L0-20230915T234500Z.tar.gz'
touch -d '2023-09-16 05:41:40 UTC' '/var/backups/helpdesk/helpdesk-L1-20230916T054140Z.tar.gz'
