#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the growth accounts on stage-app-2 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=growth
TEAM_GID=1764
LEADS=growth-admins
LEADS_GID=1765

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
chmod 2770 /srv/growth/shared
cat > /tmp/roster.snapshot <<'CSV'
username,role,status,uid,shell,full_name
ujensen,analyst,active,2859,,Ulla Jensen
klindqvist,lead,active,2152,/bin/sh,Kavya Lindqvist
bruno_iva,engineer,left,4042,,Bruno Ivanova
zivanova,analyst,active,7597,,Zeynep Ivanova
chent,engineer,active,7238,,Chen Tanaka
nadia_lin,intern,active,6868,/bin/dash,Nadia Lindqvist
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username role status uid shell full_name; do
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

printf '%s\n' '# growth leads: managed by provision.sh' '%growth-admins ALL=(root) NOPASSWD: /usr/bin/systemctl restart growth-notifier, /usr/bin/systemctl status growth-worker, /usr/sbin/logrotate -f /etc/logrotate.d/growth' > /etc/sudoers.d/growth.new
chmod 0440 /etc/sudoers.d/growth.new
visudo -cf /etc/sudoers.d/growth.new >/dev/null
mv /etc/sudoers.d/growth.new /etc/sudoers.d/growth
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group growth
id ujensen
stat -c '%U:%G %a %n' /srv/growth/shared /home/staff/ujensen || true
visudo -c
sudo --list --other-user=klindqvist || true
passwd -S bruno_iva || true
