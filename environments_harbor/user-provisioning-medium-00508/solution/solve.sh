#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the search accounts on stage-app-2 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/search-roster.csv
KEYS=/root/onboarding/keys
TEAM=search
TEAM_GID=1587
LEADS=search-leads
LEADS_GID=1588

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
mkdir -p /opt/search/work
chown root:"$TEAM" /opt/search/work
chmod 2775 /opt/search/work

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r shell username full_name status uid role; do
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
done

printf '%s\n' '# search leads: managed by provision.sh' '%search-leads ALL=(root) NOPASSWD: /usr/bin/systemctl status search-ingest, /usr/local/bin/search-deploy, /usr/sbin/logrotate -f /etc/logrotate.d/search' > /etc/sudoers.d/search.new
chmod 0440 /etc/sudoers.d/search.new
visudo -cf /etc/sudoers.d/search.new >/dev/null
mv /etc/sudoers.d/search.new /etc/sudoers.d/search
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group search
id oskar_lop
stat -c '%U:%G %a %n' /opt/search/work /home/oskar_lop || true
visudo -c
sudo --list --other-user=acastillo || true
passwd -S kkowalski || true
