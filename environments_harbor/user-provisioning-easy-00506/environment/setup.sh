set -e
mkdir -p /home
