set -e
useradd -r -m -d /var/lib/vaultkeep -s /usr/sbin/nologin _vaultkeep
mkdir -p /var/lib/vaultkeep/reports /var/tmp/vaultkeep /run/vaultkeep
chown -R _vaultkeep:_vaultkeep /var/lib/vaultkeep
chmod 777 /var/lib/vaultkeep
chown -R _vaultkeep:adm /var/log/vaultkeep
chmod 0755 /var/log/vaultkeep
chown -R _vaultkeep:adm /var/log/vaultkeep-audit
