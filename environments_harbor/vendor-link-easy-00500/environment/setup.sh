set -e
mkdir -p /opt/orca/sdk-1.8/lib /opt/orca/sdk-1.8/include
cp -r /tmp/vendor-src/old/include/. /opt/orca/sdk-1.8/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-1.8/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-1.8/lib/liboecodec.a codec/*.o
mkdir -p /opt/orca/sdk-2.8/lib /opt/orca/sdk-2.8/include
cp -r /tmp/vendor-src/new/include/. /opt/orca/sdk-2.8/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-2.8/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-2.8/lib/liboecodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.8 /opt/orca/current
printf '%s\n' 'SDK 1.8: legacy, kept for the old service' > /opt/orca/sdk-1.8/RELEASE
printf '%s\n' 'SDK 2.8: current release' > /opt/orca/sdk-2.8/RELEASE
