# ledger team shell
export TEAM=ledger
export PATH=$PATH:/opt/ledger/bin
umask 027
