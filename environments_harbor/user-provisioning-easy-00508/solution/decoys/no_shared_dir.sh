#!/bin/bash
set -euo pipefail
mkdir -p /opt/fraud-admin
cat > /opt/fraud-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the fraud accounts on stage-app-2 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/fraud-roster.csv
KEYS=/root/onboarding/keys
TEAM=fraud
TEAM_GID=1686
LEADS=fraud-leads
LEADS_GID=1687

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

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r uid username shell role full_name; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    status=active
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
    if id "$username" >/dev/null 2>&1; then
        usermod -u "$uid" -g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"
    else
        useradd -m -d "/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/$username"
    chmod 0750 "/home/$username"
done
PROVISION
chmod 755 /opt/fraud-admin/provision.sh
bash /opt/fraud-admin/provision.sh
getent group fraud
id emeka_nov
stat -c '%U:%G %a %n' /srv/projects/fraud /home/emeka_nov || true
