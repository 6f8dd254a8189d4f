#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the ledger accounts on stage-app-2 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/ledger-roster.csv
KEYS=/root/onboarding/keys
TEAM=ledger
TEAM_GID=1867
LEADS=ledger-oncall
LEADS_GID=1868

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
mkdir -p /srv/ledger/shared
chown root:"$TEAM" /srv/ledger/shared
chmod 2770 /srv/ledger/shared

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username uid role shell full_name status; do
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
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0700 "/srv/home/$username"
    install -d -m 700 -o "$username" -g "$primary" "/srv/home/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/srv/home/$username/.ssh/authorized_keys"
done

printf '%s\n' '# ledger leads: managed by provision.sh' '%ledger-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u ledger-gateway, /usr/local/bin/ledger-deploy, /usr/sbin/logrotate -f /etc/logrotate.d/ledger' > /etc/sudoers.d/ledger.new
chmod 0440 /etc/sudoers.d/ledger.new
visudo -cf /etc/sudoers.d/ledger.new >/dev/null
mv /etc/sudoers.d/ledger.new /etc/sudoers.d/ledger
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group ledger
id jonas_yil
stat -c '%U:%G %a %n' /srv/ledger/shared /srv/home/jonas_yil || true
visudo -c
sudo --list --other-user=freyap || true
passwd -S viktorm || true
bash /root/provision/provision.sh
ls -la /srv/home/jonas_yil/.ssh
