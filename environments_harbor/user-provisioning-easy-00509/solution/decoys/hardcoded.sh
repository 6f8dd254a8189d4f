#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the checkout accounts on batch-04 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/checkout-roster.csv
KEYS=/root/onboarding/keys
TEAM=checkout
TEAM_GID=1531
LEADS=checkout-leads
LEADS_GID=1532

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
mkdir -p /srv/checkout/shared
chown root:"$TEAM" /srv/checkout/shared
chmod 2770 /srv/checkout/shared
cat > /tmp/roster.snapshot <<'CSV'
role,username,uid,shell,full_name
analyst,liam_mbe,2245,,Liam Mbeki
intern,ines_mbe,4254,/usr/bin/bash,Ines Mbeki
engineer,elena_oka,2399,,Elena Okafor
contractor,lmbeki,8850,,Liam Mbeki
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r role username uid shell full_name; do
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
        useradd -m -d "/home/staff/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0750 "/home/staff/$username"
done
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group checkout
id liam_mbe
stat -c '%U:%G %a %n' /srv/checkout/shared /home/staff/liam_mbe || true
