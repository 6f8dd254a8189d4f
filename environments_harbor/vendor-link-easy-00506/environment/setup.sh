set -e
mkdir -p /opt/kinetic/sdk-1.4/lib /opt/kinetic/sdk-1.4/include
cp -r /tmp/vendor-src/old/include/. /opt/kinetic/sdk-1.4/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-1.4/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-1.4/lib/libkmcodec.a codec/*.o
mkdir -p /opt/kinetic/sdk-2.2/lib /opt/kinetic/sdk-2.2/include
cp -r /tmp/vendor-src/new/include/. /opt/kinetic/sdk-2.2/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-2.2/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-2.2/lib/libkmcodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.4 /opt/kinetic/current
printf '%s\n' 'SDK 1.4: legacy, kept for the old service' > /opt/kinetic/sdk-1.4/RELEASE
printf '%s\n' 'SDK 2.2: current release' > /opt/kinetic/sdk-2.2/RELEASE
