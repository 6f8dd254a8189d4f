#!/bin/bash
set -euo pipefail
mkdir -p /opt/checkout-admin
cat > /opt/checkout-admin/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the checkout accounts on etl-02 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/checkout.csv
KEYS=/srv/hr/exports/keys
TEAM=checkout
TEAM_GID=1660
LEADS=checkout-admins
LEADS_GID=1661

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
mkdir -p /srv/checkout/shared
chown root:"$TEAM" /srv/checkout/shared
chmod 2770 /srv/checkout/shared

tr -d '\r' < "$ROSTER" | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r username role shell uid status full_name; do
    username=$(printf '%s' "$username" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${status:-active}")
    shell=$(trim "${shell:-}")
    [ -n "$shell" ] || shell=/bin/bash
    if [ "$status" = left ]; then
        id "$username" >/dev/null 2>&1 || useradd -M -u "$uid" -s /usr/sbin/nologin "$username"
        usermod -L -s /usr/sbin/nologin "$username"
        for g in "$TEAM" "$LEADS"; do gpasswd -d "$username" "$g" >/dev/null 2>&1 || true; done
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

printf '%s\n' '# checkout leads: managed by provision.sh' '%checkout-admins ALL=(root) NOPASSWD: /usr/bin/journalctl -u checkout-api, /usr/bin/systemctl status checkout-exporter, /usr/local/bin/checkout-deploy' > /etc/sudoers.d/checkout.new
chmod 0440 /etc/sudoers.d/checkout.new
visudo -cf /etc/sudoers.d/checkout.new >/dev/null
mv /etc/sudoers.d/checkout.new /etc/sudoers.d/checkout
PROVISION
chmod 755 /opt/checkout-admin/provision.sh
bash /opt/checkout-admin/provision.sh
getent group checkout
id ahaddad
stat -c '%U:%G %a %n' /srv/checkout/shared /srv/home/ahaddad || true
visudo -c
sudo --list --other-user=zkowalski || true
passwd -S amarah || true
bash /opt/checkout-admin/provision.sh
ls -la /srv/home/ahaddad/.ssh
