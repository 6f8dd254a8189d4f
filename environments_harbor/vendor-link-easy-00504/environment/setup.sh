set -e
mkdir -p /opt/tessera/sdk-1.2/lib /opt/tessera/sdk-1.2/include
cp -r /tmp/vendor-src/old/include/. /opt/tessera/sdk-1.2/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/tessera/sdk-1.2/lib/libticore.a core/*.o
ar rcs /opt/tessera/sdk-1.2/lib/libticodec.a codec/*.o
mkdir -p /opt/tessera/sdk-2.1/lib /opt/tessera/sdk-2.1/include
cp -r /tmp/vendor-src/new/include/. /opt/tessera/sdk-2.1/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/tessera/sdk-2.1/lib/libticore.a core/*.o
ar rcs /opt/tessera/sdk-2.1/lib/libticodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.2 /opt/tessera/current
printf '%s\n' 'SDK 1.2: legacy, kept for the old service' > /opt/tessera/sdk-1.2/RELEASE
printf '%s\n' 'SDK 2.1: current release' > /opt/tessera/sdk-2.1/RELEASE
