set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1319 support
useradd -m -u 2330 -g support -c 'Freyan (support)' -s /bin/bash -d /home/freyan freyan
echo 'freyan:keep-2330' | chpasswd
groupadd -g 1754 payments
groupadd -g 1755 payments-oncall
useradd -m -d /home/staff/amara_ngu -u 3204 -g payments -c 'Amara Nguyen' -s /bin/bash amara_ngu
chmod 0755 /home/staff/amara_ngu
install -D -m 0640 -o 3204 -g payments /dev/null /home/staff/amara_ngu/notes.txt
printf '%s' 'on-call notes 1513f490
' > /home/staff/amara_ngu/notes.txt
useradd -m -d /home/staff/carmen_sil -u 4188 -g payments -c 'Carmen Kowalski' -s /bin/bash carmen_sil
chmod 0755 /home/staff/carmen_sil
install -D -m 0640 -o 4188 -g payments /dev/null /home/staff/carmen_sil/projects/todo.txt
printf '%s' 'todo eadf5c5a
' > /home/staff/carmen_sil/projects/todo.txt
usermod -c 'Carmen Prev' carmen_sil
