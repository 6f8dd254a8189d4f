set -e
mkdir -p /opt/quasar/sdk-1.9/lib /opt/quasar/sdk-1.9/include
cp -r /tmp/vendor-src/old/include/. /opt/quasar/sdk-1.9/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/quasar/sdk-1.9/lib/libqdcore.a core/*.o
ar rcs /opt/quasar/sdk-1.9/lib/libqdcodec.a codec/*.o
mkdir -p /opt/quasar/sdk-2.9/lib /opt/quasar/sdk-2.9/include
cp -r /tmp/vendor-src/new/include/. /opt/quasar/sdk-2.9/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/quasar/sdk-2.9/lib/libqdcore.a core/*.o
ar rcs /opt/quasar/sdk-2.9/lib/libqdcodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.9 /opt/quasar/current
printf '%s\n' 'SDK 1.9: legacy, kept for the old service' > /opt/quasar/sdk-1.9/RELEASE
printf '%s\n' 'SDK 2.9: current release' > /opt/quasar/sdk-2.9/RELEASE
