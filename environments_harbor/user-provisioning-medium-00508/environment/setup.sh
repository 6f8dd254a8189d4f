set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1303 legal
useradd -m -u 3511 -g legal -c 'Tomasn (legal)' -s /bin/bash -d /home/tomasn tomasn
echo 'tomasn:keep-3511' | chpasswd
groupadd -g 1728 fraud
groupadd -g 1729 fraud-leads
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'fraud deployments' fraud-deploy
useradd -m -d /home/priyilm -u 6216 -g fraud -c 'Priya Yilmaz' -s /bin/bash priyilm
chmod 0755 /home/priyilm
install -D -m 0640 -o 6216 -g fraud /dev/null /home/priyilm/notes.txt
printf '%s' 'on-call notes df6c240f
' > /home/priyilm/notes.txt
useradd -m -d /home/amarai -u 7793 -g fraud -c 'Amara Ramos' -s /bin/bash amarai
chmod 0755 /home/amarai
install -D -m 0640 -o 7793 -g fraud /dev/null /home/amarai/projects/todo.txt
printf '%s' 'todo be238fb4
' > /home/amarai/projects/todo.txt
usermod -c 'Amara Prev' amarai
