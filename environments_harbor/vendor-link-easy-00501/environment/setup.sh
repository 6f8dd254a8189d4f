set -e
mkdir -p /opt/orca/sdk-1.0/lib /opt/orca/sdk-1.0/include
cp -r /tmp/vendor-src/old/include/. /opt/orca/sdk-1.0/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-1.0/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-1.0/lib/liboecodec.a codec/*.o
mkdir -p /opt/orca/sdk-2.4/lib /opt/orca/sdk-2.4/include
cp -r /tmp/vendor-src/new/include/. /opt/orca/sdk-2.4/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-2.4/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-2.4/lib/liboecodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.0 /opt/orca/current
printf '%s\n' 'SDK 1.0: legacy, kept for the old service' > /opt/orca/sdk-1.0/RELEASE
printf '%s\n' 'SDK 2.4: current release' > /opt/orca/sdk-2.4/RELEASE
