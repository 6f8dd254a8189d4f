set -e
mkdir -p /home/staff /etc/sudoers.d /etc/security/limits.d
groupadd -g 1310 legal
useradd -m -u 8211 -g legal -c 'Devb (legal)' -s /bin/bash -d /home/devb devb
echo 'devb:keep-8211' | chpasswd
groupadd -g 1670 identity
groupadd -g 1671 identity-admins
groupadd -g 7424 liama
useradd -m -d /home/staff/liama -u 7424 -g liama -G identity -c 'Liam Achebe' -s /bin/sh liama
chmod 0755 /home/staff/liama
install -D -m 0640 -o 7424 -g liama /dev/null /home/staff/liama/notes.txt
printf '%s' 'on-call notes 835acb3f
' > /home/staff/liama/notes.txt
