set -e
touch -d '2023-04-26 01:00:00 UTC' '/srv/backup/core-07-newsroom/newsroom-full-20230426T010000Z.zip'
touch -d '2023-04-26 07:07:55 UTC' '/srv/backup/core-07-newsroom/newsroom-incr-20230426T070755Z.zip'
