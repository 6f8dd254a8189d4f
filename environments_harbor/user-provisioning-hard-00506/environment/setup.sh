set -e
mkdir -p /srv/home /etc/sudoers.d /etc/security/limits.d
groupadd -g 1340 qa
useradd -m -u 8538 -g qa -c 'Ullat (qa)' -s /bin/bash -d /home/ullat ullat
echo 'ullat:keep-8538' | chpasswd
groupadd -g 1626 payments
groupadd -g 1627 payments-oncall
useradd -r -M -d /nonexistent -s /usr/sbin/nologin -c 'payments deployments' payments-deploy
useradd -m -d /srv/home/freya_sil -u 2398 -g payments -G payments-oncall -c 'Freya Silva' -s /bin/sh freya_sil
chmod 0755 /srv/home/freya_sil
install -D -m 0640 -o 2398 -g payments /dev/null /srv/home/freya_sil/notes.txt
printf '%s' 'on-call notes 452665c3
' > /srv/home/freya_sil/notes.txt
useradd -m -d /srv/home/tnakamura -u 7863 -g payments -G payments-oncall -c 'Tomas Nakamura' -s /bin/bash tnakamura
chmod 0755 /srv/home/tnakamura
install -D -m 0640 -o 7863 -g payments /dev/null /srv/home/tnakamura/NOTES.txt
printf '%s' 'handover notes 686d7001
' > /srv/home/tnakamura/NOTES.txt
install -D -m 0640 -o 7863 -g payments /dev/null /srv/home/tnakamura/drafts/plan.md
printf '%s' '# plan d4e396
' > /srv/home/tnakamura/drafts/plan.md
echo 'tnakamura:glacier-2f0ff05db' | chpasswd
