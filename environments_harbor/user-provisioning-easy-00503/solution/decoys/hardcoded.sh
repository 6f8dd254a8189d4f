#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the firmware accounts on batch-04 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=firmware
TEAM_GID=1600
LEADS=firmware-leads
LEADS_GID=1601

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
chmod 2775 /opt/firmware/work
cat > /tmp/roster.snapshot <<'CSV'
username,full_name,role,uid,shell
elena_fis,Elena Fischer,analyst,3561,
amara_mey,Amara Meyer,intern,2277,
oskarr,Oskar Ramos,contractor,3690,
viktor_lin,Viktor Lindqvist,analyst,7567,
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username full_name role uid shell; do
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
    primary=$TEAM
    groups=""
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0700 "/srv/home/$username"
done
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group firmware
id elena_fis
stat -c '%U:%G %a %n' /opt/firmware/work /srv/home/elena_fis || true
