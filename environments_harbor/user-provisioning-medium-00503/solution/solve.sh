#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the growth accounts on batch-04 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/growth.csv
KEYS=/srv/hr/exports/keys
TEAM=growth
TEAM_GID=1699
LEADS=growth-oncall
LEADS_GID=1700

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
mkdir -p /srv/growth/shared
chown root:"$TEAM" /srv/growth/shared
chmod 2775 /srv/growth/shared

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r shell username uid status role full_name; do
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
    primary=$TEAM
    groups=""
    if [ "$role" = lead ]; then groups=${groups:+$groups,}$LEADS; fi
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/staff/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0700 "/home/staff/$username"
done

printf '%s\n' '# growth leads: managed by provision.sh' '%growth-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u growth-gateway, /usr/bin/systemctl restart growth-gateway, /usr/local/bin/growth-deploy' > /etc/sudoers.d/growth.new
chmod 0440 /etc/sudoers.d/growth.new
visudo -cf /etc/sudoers.d/growth.new >/dev/null
mv /etc/sudoers.d/growth.new /etc/sudoers.d/growth
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group growth
id dkowalski
stat -c '%U:%G %a %n' /srv/growth/shared /home/staff/dkowalski || true
visudo -c
sudo --list --other-user=dlopez || true
passwd -S syilmaz || true
