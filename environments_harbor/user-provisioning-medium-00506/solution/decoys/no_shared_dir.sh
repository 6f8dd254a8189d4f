#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the media accounts on ci-runner-7 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/media.csv
KEYS=/srv/hr/exports/keys
TEAM=media
TEAM_GID=1798
LEADS=media-leads
LEADS_GID=1799

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

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r full_name username shell uid status role; do
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
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0750 "/srv/home/$username"
done

printf '%s\n' '# media leads: managed by provision.sh' '%media-leads ALL=(root) NOPASSWD: /usr/bin/journalctl -u media-scheduler, /usr/local/bin/media-deploy, /usr/sbin/logrotate -f /etc/logrotate.d/media' > /etc/sudoers.d/media.new
chmod 0440 /etc/sudoers.d/media.new
visudo -cf /etc/sudoers.d/media.new >/dev/null
mv /etc/sudoers.d/media.new /etc/sudoers.d/media
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group media
id kavyan
stat -c '%U:%G %a %n' /srv/projects/media /srv/home/kavyan || true
visudo -c
sudo --list --other-user=chen_mbe || true
passwd -S liam_nak || true
