set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1357 qa
useradd -m -u 6743 -g qa -c 'Kavyai (qa)' -s /bin/bash -d /home/kavyai kavyai
echo 'kavyai:keep-6743' | chpasswd
groupadd -g 1880 checkout
groupadd -g 1881 checkout-oncall
useradd -m -d /home/staff/znakamura -u 5028 -g checkout -G checkout-oncall -c 'Zeynep Nakamura' -s /bin/sh znakamura
chmod 0755 /home/staff/znakamura
install -D -m 0640 -o 5028 -g checkout /dev/null /home/staff/znakamura/notes.txt
printf '%s' 'on-call notes 51c65004
' > /home/staff/znakamura/notes.txt
useradd -m -d /home/staff/aikoy -u 7677 -g checkout -c 'Aiko Yilmaz' -s /bin/bash aikoy
chmod 0755 /home/staff/aikoy
install -D -m 0640 -o 7677 -g checkout /dev/null /home/staff/aikoy/NOTES.txt
printf '%s' 'handover notes 5ad01a3c
' > /home/staff/aikoy/NOTES.txt
install -D -m 0640 -o 7677 -g checkout /dev/null /home/staff/aikoy/drafts/plan.md
printf '%s' '# plan 543983
' > /home/staff/aikoy/drafts/plan.md
echo 'aikoy:walnut-abfb45a70' | chpasswd
