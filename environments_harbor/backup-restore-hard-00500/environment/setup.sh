set -e
getent group survey-grp >/dev/null || groupadd -g 2978 survey-grp
id -u survey >/dev/null 2>&1 || useradd -r -M -u 2596 -g survey-grp -d /var/lib/survey -s /usr/sbin/nologin survey
mkdir -p '/var/lib/survey/records'
mkdir -p '/var/lib/survey/config' && printf 'truncated %s\n' 'config/audit_32.txt' > '/var/lib/survey/config/audit_32.txt'
mkdir -p '/var/lib/survey/config' && printf 'truncated %s\n' 'config/import_17.conf' > '/var/lib/survey/config/import_17.conf'
mkdir -p '/var/lib/survey/config' && printf 'truncated %s\n' 'config/page-export.txt' > '/var/lib/survey/config/page-export.txt'
mkdir -p '/var/lib/survey/config/profiles' && printf 'truncated %s\n' 'config/profiles/prod.conf' > '/var/lib/survey/config/profiles/prod.conf'
head -c 777 /dev/zero > '/var/lib/survey/records/.restore-3d58e6.partial'
touch -d '2024-06-26 02:20:00 UTC' '/var/backups/survey/app-01.survey.full.20240626T022000Z.tar.gz'
touch -d '2024-06-26 02:20:00 UTC' '/mnt/nas-replica/backups/survey/app-01.survey.full.20240626T022000Z.tar.gz'
touch -d '2024-06-26 14:16:56 UTC' '/var/backups/survey/app-01.survey.inc.20240626T141656Z.tar.xz'
touch -d '2024-06-26 14:16:56 UTC' '/mnt/nas-replica/backups/survey/app-01.survey.inc.20240626T141656Z.tar.xz'
touch -d '2024-06-27 02:17:27 UTC' '/var/backups/survey/app-01.survey.inc.20240627T021727Z.zip'
touch -d '2024-06-27 02:17:27 UTC' '/mnt/nas-replica/backups/survey/app-01.survey.inc.20240627T021727Z.zip'
touch -d '2024-06-27 14:16:15 UTC' '/var/backups/survey/app-01.survey.inc.20240627T141615Z.tar.gz'
touch -d '2024-06-28 02:23:51 UTC' '/var/backups/survey/app-01.survey.inc.20240628T022351Z.zip'
touch -d '2024-06-28 14:27:04 UTC' '/var/backups/survey/app-01.survey.inc.20240628T142704Z.tar.gz'
