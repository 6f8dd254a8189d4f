#!/bin/bash
set -euo pipefail
mkdir -p /opt/search-admin
cat > /opt/search-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the search accounts on etl-02 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/search.csv
KEYS=/srv/hr/exports/keys
TEAM=search
TEAM_GID=1713
LEADS=search-admins
LEADS_GID=1714

ensure_group() {
    local name=$1 gid=$2
    if false && getent group "$name" >/dev/null; then
        [ "$(getent group "$name" | cut -d: -f3)" = "$gid" ] || groupmod -g "$gid" "$name"
    else
        groupadd -g "$gid" "$name"
    fi
}

trim() { printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'; }

ensure_group "$TEAM" "$TEAM_GID"
ensure_group "$LEADS" "$LEADS_GID"
mkdir -p /srv/search/shared
chown root:"$TEAM" /srv/search/shared
chmod 2770 /srv/search/shared

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username full_name status shell role uid; do
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

printf '%s\n' '# search leads: managed by provision.sh' '%search-admins ALL=(root) NOPASSWD: /usr/bin/systemctl restart search-exporter, /usr/bin/systemctl status search-api, /usr/local/bin/search-deploy' > /etc/sudoers.d/search.new
chmod 0440 /etc/sudoers.d/search.new
visudo -cf /etc/sudoers.d/search.new >/dev/null
mv /etc/sudoers.d/search.new /etc/sudoers.d/search
PROVISION
chmod 755 /opt/search-admin/provision.sh
bash /opt/search-admin/provision.sh
getent group search
id priya_lin
stat -c '%U:%G %a %n' /srv/search/shared /home/staff/priya_lin || true
visudo -c
sudo --list --other-user=bruno_kau || true
passwd -S edubois || true
