set -e
mkdir -p /home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1455 legal
useradd -m -u 3070 -g legal -c 'Chenp (legal)' -s /bin/bash -d /home/chenp chenp
echo 'chenp:keep-3070' | chpasswd
groupadd -g 1844 billing
groupadd -g 1845 billing-admins
useradd -m -d /home/ghorvat -u 4726 -g billing -c 'Gustav Horvat' -s /bin/bash ghorvat
chmod 0755 /home/ghorvat
install -D -m 0640 -o 4726 -g billing /dev/null /home/ghorvat/notes.txt
printf '%s' 'on-call notes 7171e0cd
' > /home/ghorvat/notes.txt
useradd -m -d /home/iolsen -u 4722 -g billing -c 'Ines Olsen' -s /bin/bash iolsen
chmod 0755 /home/iolsen
install -D -m 0640 -o 4722 -g billing /dev/null /home/iolsen/.bash_history
printf '%s' 'ls
make test
' > /home/iolsen/.bash_history
install -D -m 0640 -o 4722 -g billing /dev/null /home/iolsen/work/data/sample.csv
printf '%s' 'id,value
0,56
1,758
2,820
3,905
' > /home/iolsen/work/data/sample.csv
install -D -m 0640 -o 4722 -g billing /dev/null /home/iolsen/work/report-q3.txt
printf '%s' 'q3 figures 19af37dccd
' > /home/iolsen/work/report-q3.txt
useradd -m -d /home/oskivan -u 4015 -g billing -c 'Oskar Ivanova' -s /bin/bash oskivan
chmod 0755 /home/oskivan
install -D -m 0640 -o 4015 -g billing /dev/null /home/oskivan/NOTES.txt
printf '%s' 'handover notes 22182732
' > /home/oskivan/NOTES.txt
install -D -m 0640 -o 4015 -g billing /dev/null /home/oskivan/drafts/plan.md
printf '%s' '# plan b48fc5
' > /home/oskivan/drafts/plan.md
echo 'oskivan:harbor-474c57871' | chpasswd
