set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1452 legal
useradd -m -u 7797 -g legal -c 'Bjornh (legal)' -s /bin/bash -d /home/bjornh bjornh
echo 'bjornh:keep-7797' | chpasswd
groupadd -g 1680 maps
groupadd -g 1681 maps-leads
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'maps deployments' maps-deploy
useradd -m -d /home/eachebe -u 6950 -g maps -c 'Emeka Achebe' -s /bin/dash eachebe
chmod 0755 /home/eachebe
install -D -m 0640 -o 6950 -g maps /dev/null /home/eachebe/notes.txt
printf '%s' 'on-call notes b2be41bb
' > /home/eachebe/notes.txt
install -d -m 0700 -o 6950 -g maps /home/eachebe/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKSXwBI4ciGoDcDZR5o4KJdFBgl6iXUJvNBrE1RJ9S/m eachebe@old-laptop' > /home/eachebe/.ssh/authorized_keys && chmod 0600 /home/eachebe/.ssh/authorized_keys
