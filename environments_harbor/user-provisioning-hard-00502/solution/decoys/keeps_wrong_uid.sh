#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/provision
cat > /srv/ops/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the media accounts on ci-runner-7 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/root/onboarding/media-roster.csv
KEYS=/root/onboarding/keys
TEAM=media
TEAM_GID=1630
LEADS=media-oncall
LEADS_GID=1631

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
chmod 2770 /opt/media/work

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username shell status uid role full_name; do
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
        :  # already there
    else
        useradd -m -d "/srv/home/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/srv/home/$username"
    chmod 0750 "/srv/home/$username"
    install -d -m 700 -o "$username" -g "$primary" "/srv/home/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/srv/home/$username/.ssh/authorized_keys"
done

printf '%s\n' '# media leads: managed by provision.sh' '%media-oncall ALL=(root) NOPASSWD: /usr/bin/journalctl -u media-worker, /usr/bin/systemctl restart media-worker, /usr/sbin/logrotate -f /etc/logrotate.d/media' > /etc/sudoers.d/media.new
chmod 0440 /etc/sudoers.d/media.new
visudo -cf /etc/sudoers.d/media.new >/dev/null
mv /etc/sudoers.d/media.new /etc/sudoers.d/media
PROVISION
chmod 755 /srv/ops/provision/provision.sh
bash /srv/ops/provision/provision.sh
getent group media
id akowalski
stat -c '%U:%G %a %n' /opt/media/work /srv/home/akowalski || true
visudo -c
sudo --list --other-user=hiroo || true
passwd -S alindqvist || true
bash /srv/ops/provision/provision.sh
ls -la /srv/home/akowalski/.ssh
