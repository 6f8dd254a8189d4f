set -e
useradd -r -m -d /var/lib/metricsd -s /usr/sbin/nologin metricsd-svc
mkdir -p /var/lib/metricsd/reports /var/tmp/metricsd /run/metricsd
chown -R metricsd-svc:metricsd-svc /var/lib/metricsd
chmod 777 /var/lib/metricsd
chown -R metricsd-svc:adm /var/log/metricsd
chmod 0755 /var/log/metricsd
