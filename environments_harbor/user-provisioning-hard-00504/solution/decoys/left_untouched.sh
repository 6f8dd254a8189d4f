#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the fraud accounts on etl-02 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=fraud
TEAM_GID=1759
LEADS=fraud-oncall
LEADS_GID=1760

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
mkdir -p /opt/fraud/work
chown root:"$TEAM" /opt/fraud/work
chmod 2775 /opt/fraud/work

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r shell username status role uid full_name; do
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
        useradd -m -d "/home/staff/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0750 "/home/staff/$username"
    install -d -m 700 -o "$username" -g "$primary" "/home/staff/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/home/staff/$username/.ssh/authorized_keys"
done

printf '%s\n' '# fraud leads: managed by provision.sh' '%fraud-oncall ALL=(root) NOPASSWD: /usr/bin/systemctl restart fraud-exporter, /usr/bin/systemctl status fraud-worker, /usr/local/bin/fraud-deploy' > /etc/sudoers.d/fraud.new
chmod 0440 /etc/sudoers.d/fraud.new
visudo -cf /etc/sudoers.d/fraud.new >/dev/null
mv /etc/sudoers.d/fraud.new /etc/sudoers.d/fraud
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group fraud
id nadia_bre
stat -c '%U:%G %a %n' /opt/fraud/work /home/staff/nadia_bre || true
visudo -c
sudo --list --other-user=lmeyer || true
passwd -S oskarj || true
bash /root/provision/provision.sh
ls -la /home/staff/nadia_bre/.ssh
