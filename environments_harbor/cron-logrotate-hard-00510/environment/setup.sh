set -e
useradd -r -m -d /var/lib/vaultkeep -s /usr/sbin/nologin _vaultkeep
mkdir -p /var/lib/vaultkeep/reports /var/tmp/vaultkeep /run/vaultkeep
chown -R _vaultkeep:_vaultkeep /var/lib/vaultkeep
chmod 777 /var/lib/vaultkeep
chown -R _vaultkeep:_vaultkeep /var/log/vaultkeep
chmod 0775 /var/log/vaultkeep
chown -R _vaultkeep:_vaultkeep /var/log/vaultkeep-audit && chmod 0775 /var/log/vaultkeep-audit
