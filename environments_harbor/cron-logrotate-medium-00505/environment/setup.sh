set -e
useradd -r -m -d /var/lib/vaultkeep -s /usr/sbin/nologin vaultkeep
mkdir -p /var/lib/vaultkeep/reports /var/tmp/vaultkeep /run/vaultkeep
chown -R vaultkeep:vaultkeep /var/lib/vaultkeep
chmod 777 /var/lib/vaultkeep
chown -R vaultkeep:adm /var/log/vaultkeep
chmod 0755 /var/log/vaultkeep
chown -R vaultkeep:adm /var/log/vaultkeep-audit
