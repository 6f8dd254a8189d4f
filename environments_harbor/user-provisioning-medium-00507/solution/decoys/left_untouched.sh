#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the firmware accounts on build-03 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=firmware
TEAM_GID=1645
LEADS=firmware-admins
LEADS_GID=1646

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
mkdir -p /opt/firmware/work
chown root:"$TEAM" /opt/firmware/work
chmod 2770 /opt/firmware/work

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r role username uid full_name status shell; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    [ "$status" = left ] && continue
    primary=$TEAM
    groups=""
    if [ "$role" = lead ]; then groups=${groups:+$groups,}$LEADS; fi
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/$username"
    chmod 0700 "/home/$username"
done

printf '%s\n' '# firmware leads: managed by provision.sh' '%firmware-admins ALL=(root) NOPASSWD: /usr/bin/systemctl restart firmware-ingest, /usr/bin/systemctl status firmware-api, /usr/sbin/logrotate -f /etc/logrotate.d/firmware' > /etc/sudoers.d/firmware.new
chmod 0440 /etc/sudoers.d/firmware.new
visudo -cf /etc/sudoers.d/firmware.new >/dev/null
mv /etc/sudoers.d/firmware.new /etc/sudoers.d/firmware
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group firmware
id rafaelo
stat -c '%U:%G %a %n' /opt/firmware/work /home/rafaelo || true
visudo -c
sudo --list --other-user=jonas_mor || true
passwd -S cmeyer || true
