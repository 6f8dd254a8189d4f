#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the firmware accounts on jump-01 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/firmware.csv
KEYS=/srv/hr/exports/keys
TEAM=firmware
TEAM_GID=1886
LEADS=firmware-admins
LEADS_GID=1887

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
mkdir -p /srv/projects/firmware
chown root:"$TEAM" /srv/projects/firmware
chmod 2775 /srv/projects/firmware

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username shell status uid role full_name; do
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
    install -d -m 700 -o "$username" -g "$primary" "/home/$username/.ssh"
    cat "$KEYS/$username.pub" >> "/home/$username/.ssh/authorized_keys"
    chown "$username:$primary" "/home/$username/.ssh/authorized_keys"
    chmod 600 "/home/$username/.ssh/authorized_keys"
done

printf '%s\n' '# firmware leads: managed by provision.sh' '%firmware-admins ALL=(root) NOPASSWD: /usr/bin/systemctl restart firmware-notifier, /usr/bin/systemctl status firmware-ingest, /usr/sbin/logrotate -f /etc/logrotate.d/firmware' > /etc/sudoers.d/firmware.new
chmod 0440 /etc/sudoers.d/firmware.new
visudo -cf /etc/sudoers.d/firmware.new >/dev/null
mv /etc/sudoers.d/firmware.new /etc/sudoers.d/firmware
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group firmware
id tomas_pet
stat -c '%U:%G %a %n' /srv/projects/firmware /home/tomas_pet || true
visudo -c
sudo --list --other-user=wfischer || true
passwd -S dalial || true
bash /srv/ops/provision/provision.sh
ls -la /home/tomas_pet/.ssh
