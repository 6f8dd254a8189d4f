set -e
mkdir -p /home
groupadd -g 1645 firmware
useradd -m -d /home/cmeyer -u 7659 -g firmware -s /bin/bash -c 'Chen Meyer' cmeyer
echo 'cmeyer:quinn-200459b98d' | chpasswd
echo 'handover notes db33f88c' > /home/cmeyer/NOTES.txt
useradd -r -M -u 986 -G firmware -s /usr/sbin/nologin jenkins
