#!/bin/bash
set -euo pipefail
mkdir -p /opt/dataplat-admin
cat > /opt/dataplat-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the dataplat accounts on devbox-12 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=dataplat
TEAM_GID=1894
LEADS=dataplat-oncall
LEADS_GID=1895

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
mkdir -p /srv/dataplat/shared
chown root:"$TEAM" /srv/dataplat/shared
chmod 2770 /srv/dataplat/shared
cat > /tmp/roster.snapshot <<'CSV'
shell,username,full_name,role,uid,status
/bin/sh,yivanova,Yara Ivanova,sre,3786,active
,priyak,Priya Kowalski,lead,8978,active
/bin/sh,hlindqvist,Hiro Lindqvist,engineer,3244,left
,emeka_iva,Emeka Ivanova,sre,8925,active
,hiron,Hiro Nguyen,intern,2493,active
,ynguyen,Yara Nguyen,engineer,8790,active
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r shell username full_name role uid status; do
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
        useradd -m -d "/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/$username"
    chmod 0750 "/home/$username"
done

printf '%s\n' '# dataplat leads: managed by provision.sh' '%dataplat-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u dataplat-api, /usr/bin/systemctl status dataplat-gateway, /usr/local/bin/dataplat-deploy' > /etc/sudoers.d/dataplat.new
chmod 0440 /etc/sudoers.d/dataplat.new
visudo -cf /etc/sudoers.d/dataplat.new >/dev/null
mv /etc/sudoers.d/dataplat.new /etc/sudoers.d/dataplat
PROVISION
chmod 755 /opt/dataplat-admin/provision.sh
bash /opt/dataplat-admin/provision.sh
getent group dataplat
id yivanova
stat -c '%U:%G %a %n' /srv/dataplat/shared /home/yivanova || true
visudo -c
sudo --list --other-user=priyak || true
passwd -S hlindqvist || true
