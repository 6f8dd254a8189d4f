#!/bin/bash
set -euo pipefail
mkdir -p /opt/growth-admin
cat > /opt/growth-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the growth accounts on build-03 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/growth-roster.csv
KEYS=/root/onboarding/keys
TEAM=growth
TEAM_GID=1717
LEADS=growth-oncall
LEADS_GID=1718

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

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username status shell role full_name uid; do
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
    ensure_group "$username" "$uid"
    primary=$username
    groups=$TEAM
    if [ "$role" = lead ]; then groups=${groups:+$groups,}$LEADS; fi
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/staff/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0700 "/home/staff/$username"
    install -d -m 700 -o "$username" -g "$primary" "/home/staff/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/home/staff/$username/.ssh/authorized_keys"
done

printf '%s\n' '# growth leads: managed by provision.sh' '%growth-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u growth-worker, /usr/bin/systemctl restart growth-worker, /usr/sbin/logrotate -f /etc/logrotate.d/growth' > /etc/sudoers.d/growth.new
chmod 0440 /etc/sudoers.d/growth.new
visudo -cf /etc/sudoers.d/growth.new >/dev/null
mv /etc/sudoers.d/growth.new /etc/sudoers.d/growth
PROVISION
chmod 755 /opt/growth-admin/provision.sh
bash /opt/growth-admin/provision.sh
getent group growth
id ullal
stat -c '%U:%G %a %n' /srv/growth/shared /home/staff/ullal || true
visudo -c
sudo --list --other-user=bruno_fis || true
passwd -S lnakamura || true
bash /opt/growth-admin/provision.sh
ls -la /home/staff/ullal/.ssh
