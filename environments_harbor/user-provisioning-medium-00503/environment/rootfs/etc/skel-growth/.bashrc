# growth team shell
export TEAM=growth
export PATH=$PATH:/opt/growth/bin
umask 027
