#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the mobile accounts on etl-02 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/mobile.csv
KEYS=/srv/hr/exports/keys
TEAM=mobile
TEAM_GID=1809
LEADS=mobile-leads
LEADS_GID=1810

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
mkdir -p /data/teams/mobile
chown root:"$TEAM" /data/teams/mobile
chmod 2770 /data/teams/mobile

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username role uid shell full_name; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    status=active
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
    if id "$username" >/dev/null 2>&1; then
        usermod -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/staff/$username" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0750 "/home/staff/$username"
done
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group mobile
id elenah
stat -c '%U:%G %a %n' /data/teams/mobile /home/staff/elenah || true
