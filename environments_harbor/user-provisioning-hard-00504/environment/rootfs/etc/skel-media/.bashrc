# media team shell
export TEAM=media
export PATH=$PATH:/opt/media/bin
umask 027
