set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1351 design
useradd -m -u 7695 -g design -c 'Inesp (design)' -s /bin/bash -d /home/inesp inesp
echo 'inesp:keep-7695' | chpasswd
groupadd -g 1634 media
groupadd -g 1635 media-admins
groupadd -g 8471 dalia_lin
useradd -m -d /home/staff/dalia_lin -u 8471 -g dalia_lin -G media -c 'Dalia Lindqvist' -s /bin/sh dalia_lin
chmod 0755 /home/staff/dalia_lin
install -D -m 0640 -o 8471 -g dalia_lin /dev/null /home/staff/dalia_lin/notes.txt
printf '%s' 'on-call notes 3f799fea
' > /home/staff/dalia_lin/notes.txt
groupadd -g 3401 jonolse
useradd -m -d /home/staff/jonolse -u 3401 -g jonolse -G media,media-admins -c 'Jonas Olsen' -s /bin/bash jonolse
chmod 0755 /home/staff/jonolse
install -D -m 0640 -o 3401 -g jonolse /dev/null /home/staff/jonolse/NOTES.txt
printf '%s' 'handover notes d5c7d56f
' > /home/staff/jonolse/NOTES.txt
install -D -m 0640 -o 3401 -g jonolse /dev/null /home/staff/jonolse/drafts/plan.md
printf '%s' '# plan e4d123
' > /home/staff/jonolse/drafts/plan.md
echo 'jonolse:glacier-fe0fefbb7' | chpasswd
gpasswd -A jonolse media
