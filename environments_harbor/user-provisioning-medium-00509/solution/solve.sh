#!/bin/bash
set -euo pipefail
mkdir -p /opt/ledger-admin
cat > /opt/ledger-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the ledger accounts on jump-01 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=ledger
TEAM_GID=1647
LEADS=ledger-oncall
LEADS_GID=1648

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
mkdir -p /data/teams/ledger
chown root:"$TEAM" /data/teams/ledger
chmod 2775 /data/teams/ledger

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username shell status role full_name uid; do
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

printf '%s\n' '# ledger leads: managed by provision.sh' '%ledger-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u ledger-ingest, /usr/bin/systemctl restart ledger-ingest, /usr/local/bin/ledger-deploy' > /etc/sudoers.d/ledger.new
chmod 0440 /etc/sudoers.d/ledger.new
visudo -cf /etc/sudoers.d/ledger.new >/dev/null
mv /etc/sudoers.d/ledger.new /etc/sudoers.d/ledger
PROVISION
chmod 755 /opt/ledger-admin/provision.sh
bash /opt/ledger-admin/provision.sh
getent group ledger
id amarah
stat -c '%U:%G %a %n' /data/teams/ledger /home/staff/amarah || true
visudo -c
sudo --list --other-user=chen_jen || true
passwd -S dlopez || true
