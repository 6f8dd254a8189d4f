set -e
mkdir -p /home/staff
