# observ team shell
export TEAM=observ
export PATH=$PATH:/opt/observ/bin
umask 027
