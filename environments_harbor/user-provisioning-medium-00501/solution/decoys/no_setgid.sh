#!/bin/bash
set -euo pipefail
mkdir -p /opt/maps-admin
cat > /opt/maps-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the maps accounts on build-03 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/maps-roster.csv
KEYS=/root/onboarding/keys
TEAM=maps
TEAM_GID=1613
LEADS=maps-leads
LEADS_GID=1614

ensure_group() {
    local name=$1 gid=$2
    if getent group "$name" >/dev/null; then
        [ "$(getent group "$name" | cut -d: -f3)" = "$gid" ] || groupmod -g "$gid" "$name"
    else
        groupadd -g "$gid" "$name"
    fi
}

trim() { printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'; }

ensure_group "$TEAM" "$TEAM_GID"
ensure_group "$LEADS" "$LEADS_GID"
mkdir -p /srv/maps/shared
chown root:"$TEAM" /srv/maps/shared
chmod 0770 /srv/maps/shared

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r uid username full_name role shell status; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    if [ "$status" = left ]; then
        if id "$username" >/dev/null 2>&1; then
            usermod -L -s /usr/sbin/nologin "$username"
            for g in "$TEAM" "$LEADS"; do gpasswd -d "$username" "$g" >/dev/null 2>&1 || true; done
        fi
        continue
    fi
    ensure_group "$username" "$uid"
    primary=$username
    groups=$TEAM
    if [ "$role" = lead ]; then groups=${groups:+$groups,}$LEADS; fi
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/$username"
    chmod 0700 "/home/$username"
done

printf '%s\n' '# maps leads: managed by provision.sh' '%maps-leads ALL=(root) NOPASSWD: /usr/bin/systemctl restart maps-gateway, /usr/local/bin/maps-deploy, /usr/sbin/logrotate -f /etc/logrotate.d/maps' > /etc/sudoers.d/maps.new
chmod 0440 /etc/sudoers.d/maps.new
visudo -cf /etc/sudoers.d/maps.new >/dev/null
mv /etc/sudoers.d/maps.new /etc/sudoers.d/maps
PROVISION
chmod 755 /opt/maps-admin/provision.sh
bash /opt/maps-admin/provision.sh
getent group maps
id dtanaka
stat -c '%U:%G %a %n' /srv/maps/shared /home/dtanaka || true
visudo -c
sudo --list --other-user=nortiz || true
passwd -S priyam || true
