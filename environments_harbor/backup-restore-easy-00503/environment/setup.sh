set -e
touch -d '2023-02-02 03:35:00 UTC' '/srv/backup/kestrel-payroll/kestrel.payroll.L0.20230202T033500Z.tar.bz2'
touch -d '2023-02-03 03:36:07 UTC' '/srv/backup/kestrel-payroll/kestrel.payroll.L1.20230203T033607Z.tar.bz2'
