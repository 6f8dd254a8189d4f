set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1423 support
useradd -m -u 2472 -g support -c 'Quinnl (support)' -s /bin/bash -d /home/quinnl quinnl
echo 'quinnl:keep-2472' | chpasswd
groupadd -g 1616 maps
groupadd -g 1617 maps-oncall
useradd -m -d /home/devi -u 5104 -g maps -c 'Dev Ivanova' -s /bin/bash devi
chmod 0755 /home/devi
install -D -m 0640 -o 5104 -g maps /dev/null /home/devi/notes.txt
printf '%s' 'on-call notes 23cbfd54
' > /home/devi/notes.txt
useradd -m -d /home/ulla_tan -u 4281 -g maps -c 'Ulla Tanaka' -s /bin/bash ulla_tan
chmod 0755 /home/ulla_tan
install -D -m 0640 -o 4281 -g maps /dev/null /home/ulla_tan/NOTES.txt
printf '%s' 'handover notes 5b4fa87b
' > /home/ulla_tan/NOTES.txt
install -D -m 0640 -o 4281 -g maps /dev/null /home/ulla_tan/drafts/plan.md
printf '%s' '# plan 08c88d
' > /home/ulla_tan/drafts/plan.md
echo 'ulla_tan:lantern-4bcc1e840' | chpasswd
