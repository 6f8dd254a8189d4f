set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1378 legal
useradd -m -u 5429 -g legal -c 'Sanaf (legal)' -s /bin/bash -d /home/sanaf sanaf
echo 'sanaf:keep-5429' | chpasswd
groupadd -g 1876 mobile
groupadd -g 1877 mobile-oncall
useradd -m -d /home/rbrennan -u 4069 -g mobile -c 'Rafael Brennan' -s /usr/sbin/nologin rbrennan
chmod 0755 /home/rbrennan
install -D -m 0640 -o 4069 -g mobile /dev/null /home/rbrennan/old-project/README
printf '%s' 'archived work f9915c
' > /home/rbrennan/old-project/README
echo 'rbrennan:velvet-5c0ed609d' | chpasswd
usermod -L -e 2024-02-24 rbrennan
useradd -m -d /home/chenl -u 3749 -g mobile -c 'Chen Lindqvist' -s /bin/bash chenl
chmod 0755 /home/chenl
install -D -m 0640 -o 3749 -g mobile /dev/null /home/chenl/notes.txt
printf '%s' 'on-call notes 84bcd4ce
' > /home/chenl/notes.txt
useradd -m -d /home/ulla_ols -u 7869 -g mobile -s /bin/sh ulla_ols
chmod 0755 /home/ulla_ols
install -D -m 0640 -o 7869 -g mobile /dev/null /home/ulla_ols/scratch.txt
printf '%s' 'scratch d17aab04
' > /home/ulla_ols/scratch.txt
