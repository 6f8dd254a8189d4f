#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the firmware accounts on gpu-node-5 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/firmware.csv
KEYS=/srv/hr/exports/keys
TEAM=firmware
TEAM_GID=1644
LEADS=firmware-leads
LEADS_GID=1645

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
mkdir -p /opt/firmware/work
chown root:"$TEAM" /opt/firmware/work
chmod 2770 /opt/firmware/work
cat > /tmp/roster.snapshot <<'CSV'
role,username,uid,shell,full_name
engineer,yarah,8752,,Yara Horvat
analyst,elena_bre,8988,,Elena Brennan
analyst,rafael_lar,6939,/usr/bin/bash,Rafael Larsen
intern,eokafor,7238,/usr/bin/bash,Emeka Okafor
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r role username uid shell full_name; do
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
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0750 "/srv/home/$username"
done
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group firmware
id yarah
stat -c '%U:%G %a %n' /opt/firmware/work /srv/home/yarah || true
