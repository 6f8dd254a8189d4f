set -e
useradd -r -m -d /var/lib/vaultkeep -s /usr/sbin/nologin vaultkeep
mkdir -p /var/lib/vaultkeep/reports /var/tmp/vaultkeep /run/vaultkeep
chown -R vaultkeep:vaultkeep /var/lib/vaultkeep
chmod 777 /var/lib/vaultkeep
chown -R vaultkeep:vaultkeep /var/log/vaultkeep
chmod 0775 /var/log/vaultkeep
chown -R vaultkeep:vaultkeep /var/log/vaultkeep-audit && chmod 0775 /var/log/vaultkeep-audit
