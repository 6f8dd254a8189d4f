set -e
useradd -r -m -d /var/lib/searchlet -s /usr/sbin/nologin searchlet
mkdir -p /var/lib/searchlet/reports /var/tmp/searchlet /run/searchlet
chown -R searchlet:searchlet /var/lib/searchlet
chmod 777 /var/lib/searchlet
chown -R searchlet:adm /var/log/searchlet
chmod 0755 /var/log/searchlet
