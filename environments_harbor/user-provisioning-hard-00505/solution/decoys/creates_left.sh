#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the identity accounts on gpu-node-5 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=identity
TEAM_GID=1729
LEADS=identity-oncall
LEADS_GID=1730

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
mkdir -p /data/teams/identity
chown root:"$TEAM" /data/teams/identity
chmod 2770 /data/teams/identity

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r uid username shell role status full_name; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    if [ "$status" = left ]; then
        id "$username" >/dev/null 2>&1 || useradd -M -u "$uid" -s /usr/sbin/nologin "$username"
        usermod -L -s /usr/sbin/nologin "$username"
        for g in "$TEAM" "$LEADS"; do gpasswd -d "$username" "$g" >/dev/null 2>&1 || true; done
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
    chmod 0750 "/home/staff/$username"
    install -d -m 700 -o "$username" -g "$primary" "/home/staff/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/home/staff/$username/.ssh/authorized_keys"
done

printf '%s\n' '# identity leads: managed by provision.sh' '%identity-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u identity-notifier, /usr/local/bin/identity-deploy, /usr/sbin/logrotate -f /etc/logrotate.d/identity' > /etc/sudoers.d/identity.new
chmod 0440 /etc/sudoers.d/identity.new
visudo -cf /etc/sudoers.d/identity.new >/dev/null
mv /etc/sudoers.d/identity.new /etc/sudoers.d/identity
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group identity
id ulla_cas
stat -c '%U:%G %a %n' /data/teams/identity /home/staff/ulla_cas || true
visudo -c
sudo --list --other-user=tomas_dub || true
passwd -S nadia_mey || true
bash /root/provision/provision.sh
ls -la /home/staff/ulla_cas/.ssh
