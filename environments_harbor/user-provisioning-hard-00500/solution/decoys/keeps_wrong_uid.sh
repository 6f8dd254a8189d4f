#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the media accounts on build-03 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/roster/current.csv
KEYS=/root/roster/keys
TEAM=media
TEAM_GID=1731
LEADS=media-leads
LEADS_GID=1732

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
mkdir -p /opt/media/work
chown root:"$TEAM" /opt/media/work
chmod 2775 /opt/media/work

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username shell full_name status role uid; do
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
        :  # already there
    else
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0700 "/srv/home/$username"
    install -d -m 700 -o "$username" -g "$primary" "/srv/home/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/srv/home/$username/.ssh/authorized_keys"
done

printf '%s\n' '# media leads: managed by provision.sh' '%media-leads ALL=(root) NOPASSWD: /usr/bin/journalctl -u media-api, /usr/bin/systemctl status media-worker, /usr/local/bin/media-deploy' > /etc/sudoers.d/media.new
chmod 0440 /etc/sudoers.d/media.new
visudo -cf /etc/sudoers.d/media.new >/dev/null
mv /etc/sudoers.d/media.new /etc/sudoers.d/media
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group media
id yara_bre
stat -c '%U:%G %a %n' /opt/media/work /srv/home/yara_bre || true
visudo -c
sudo --list --other-user=yortiz || true
passwd -S viktorn || true
bash /root/provision/provision.sh
ls -la /srv/home/yara_bre/.ssh
