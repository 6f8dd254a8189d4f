set -e
mkdir -p /opt/brightline/sdk-1.6/lib /opt/brightline/sdk-1.6/include
cp -r /tmp/vendor-src/old/include/. /opt/brightline/sdk-1.6/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/brightline/sdk-1.6/lib/libblcore.a core/*.o
ar rcs /opt/brightline/sdk-1.6/lib/libblcodec.a codec/*.o
mkdir -p /opt/brightline/sdk-2.2/lib /opt/brightline/sdk-2.2/include
cp -r /tmp/vendor-src/new/include/. /opt/brightline/sdk-2.2/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/brightline/sdk-2.2/lib/libblcore.a core/*.o
ar rcs /opt/brightline/sdk-2.2/lib/libblcodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.6 /opt/brightline/current
printf '%s\n' 'SDK 1.6: legacy, kept for the old service' > /opt/brightline/sdk-1.6/RELEASE
printf '%s\n' 'SDK 2.2: current release' > /opt/brightline/sdk-2.2/RELEASE
