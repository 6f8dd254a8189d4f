set -e
useradd -r -m -d /var/lib/searchlet -s /usr/sbin/nologin _searchlet
mkdir -p /var/lib/searchlet/reports /var/tmp/searchlet /run/searchlet
chown -R _searchlet:_searchlet /var/lib/searchlet
chmod 777 /var/lib/searchlet
chown -R _searchlet:_searchlet /var/log/searchlet
chmod 0775 /var/log/searchlet
chown -R _searchlet:_searchlet /var/log/searchlet-audit && chmod 0775 /var/log/searchlet-audit
