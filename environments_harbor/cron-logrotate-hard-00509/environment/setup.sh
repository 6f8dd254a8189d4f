set -e
useradd -r -m -d /var/lib/orderhub -s /usr/sbin/nologin svc-orderhub
mkdir -p /var/lib/orderhub/reports /var/tmp/orderhub /run/orderhub
chown -R svc-orderhub:svc-orderhub /var/lib/orderhub
chmod 777 /var/lib/orderhub
chown -R svc-orderhub:svc-orderhub /var/log/orderhub
chmod 0775 /var/log/orderhub
chown -R svc-orderhub:svc-orderhub /var/log/orderhub-audit && chmod 0775 /var/log/orderhub-audit
