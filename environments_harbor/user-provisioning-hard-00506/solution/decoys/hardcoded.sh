#!/bin/bash
set -euo pipefail
mkdir -p /root/provision
cat > /root/provision/provision.sh <<'PROVISION'
#!/bin/bash
# Bring the payments accounts on jump-01 in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER=/srv/hr/exports/payments.csv
KEYS=/srv/hr/exports/keys
TEAM=payments
TEAM_GID=1800
LEADS=payments-leads
LEADS_GID=1801

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
mkdir -p /opt/payments/work
chown root:"$TEAM" /opt/payments/work
chmod 2770 /opt/payments/work
cat > /tmp/roster.snapshot <<'CSV'
uid,username,full_name,role,status,shell
3552,hiro_lar,Hiro Larsen,contractor,active,
5577,NADIA_ACH,Nadia Achebe,lead,active,/bin/dash
8191,gustav_sil, Gustav Silva ,contractor ,left,
# Chen moved to the growth team (HR-897)

8423,cmeyer,Carmen Meyer,intern,left,
2420,Syilmaz,Sana Yilmaz,engineer,active,
5461,dev_kow,Dev Kowalski,intern,active,
3280,bivanova, Bjorn Ivanova ,contractor ,active,
CSV

tr -d '\r' < /tmp/roster.snapshot | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r uid username full_name role status shell; do
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
        useradd -m -d "/home/staff/$username" -u "$uid" -g "$primary" ${groups:+-G "$groups"} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "/home/staff/$username"
    chmod 0750 "/home/staff/$username"
    install -d -m 700 -o "$username" -g "$primary" "/home/staff/$username/.ssh"
    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "/home/staff/$username/.ssh/authorized_keys"
done

printf '%s\n' '# payments leads: managed by provision.sh' '%payments-leads ALL=(root) NOPASSWD: /usr/bin/systemctl restart payments-api, /usr/bin/systemctl status payments-notifier, /usr/sbin/logrotate -f /etc/logrotate.d/payments' > /etc/sudoers.d/payments.new
chmod 0440 /etc/sudoers.d/payments.new
visudo -cf /etc/sudoers.d/payments.new >/dev/null
mv /etc/sudoers.d/payments.new /etc/sudoers.d/payments
PROVISION
chmod 755 /root/provision/provision.sh
bash /root/provision/provision.sh
getent group payments
id hiro_lar
stat -c '%U:%G %a %n' /opt/payments/work /home/staff/hiro_lar || true
visudo -c
sudo --list --other-user=nadia_ach || true
passwd -S gustav_sil || true
bash /root/provision/provision.sh
ls -la /home/staff/hiro_lar/.ssh
