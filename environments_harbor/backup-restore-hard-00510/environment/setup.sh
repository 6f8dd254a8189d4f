set -e
getent group recipes-ops >/dev/null || groupadd -g 2944 recipes-ops
id -u recipes-app >/dev/null 2>&1 || useradd -r -M -u 2519 -g recipes-ops -d /var/lib/recipes -s /usr/sbin/nologin recipes-app
mkdir -p '/var/lib/recipes/storage'
mkdir -p '/var/lib/recipes/builds/v3.6.2' && printf 'truncated %s\n' 'builds/v3.6.2/app.ini' > '/var/lib/recipes/builds/v3.6.2/app.ini'
mkdir -p '/var/lib/recipes/config' && printf 'truncated %s\n' 'config/draft-batch.conf' > '/var/lib/recipes/config/draft-batch.conf'
mkdir -p '/var/lib/recipes/config' && printf 'truncated %s\n' 'config/page.conf' > '/var/lib/recipes/config/page.conf'
mkdir -p '/var/lib/recipes/config/profiles' && printf 'truncated %s\n' 'config/profiles/prod.conf' > '/var/lib/recipes/config/profiles/prod.conf'
head -c 777 /dev/zero > '/var/lib/recipes/storage/.restore-99e497.partial'
touch -d '2023-11-23 22:20:00 UTC' '/backups/dmz-web1/recipes/20231123T222000Z_recipes_full.tar.xz'
touch -d '2023-11-23 22:20:00 UTC' '/mnt/nas-replica/backups/recipes/20231123T222000Z_recipes_full.tar.xz'
touch -d '2023-11-24 04:18:29 UTC' '/backups/dmz-web1/recipes/20231124T041829Z_recipes_incr.zip'
touch -d '2023-11-24 04:18:29 UTC' '/mnt/nas-replica/backups/recipes/20231124T041829Z_recipes_incr.zip'
touch -d '2023-11-24 10:22:37 UTC' '/backups/dmz-web1/recipes/20231124T102237Z_recipes_incr.tar.bz2'
touch -d '2023-11-24 10:22:37 UTC' '/mnt/nas-replica/backups/recipes/20231124T102237Z_recipes_incr.tar.bz2'
touch -d '2023-11-24 16:23:17 UTC' '/backups/dmz-web1/recipes/20231124T162317Z_recipes_incr.tar.xz'
touch -d '2023-11-24 16:23:17 UTC' '/mnt/nas-replica/backups/recipes/20231124T162317Z_recipes_incr.tar.xz'
touch -d '2023-11-24 22:25:32 UTC' '/backups/dmz-web1/recipes/20231124T222532Z_recipes_incr.zip'
touch -d '2023-11-25 04:23:19 UTC' '/backups/dmz-web1/recipes/20231125T042319Z_recipes_incr.tar.gz'
