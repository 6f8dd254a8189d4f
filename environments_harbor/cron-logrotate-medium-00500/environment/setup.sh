set -e
useradd -r -m -d /var/lib/ledgerd -s /usr/sbin/nologin svc-ledgerd
mkdir -p /var/lib/ledgerd/reports /var/tmp/ledgerd /run/ledgerd
chown -R svc-ledgerd:svc-ledgerd /var/lib/ledgerd
chmod 777 /var/lib/ledgerd
chown -R svc-ledgerd:adm /var/log/ledgerd
chmod 0755 /var/log/ledgerd
chown -R svc-ledgerd:adm /var/log/ledgerd-audit
