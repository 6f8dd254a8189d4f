set -e
mkdir -p /opt/orca/sdk-1.6/lib /opt/orca/sdk-1.6/include
cp -r /tmp/vendor-src/old/include/. /opt/orca/sdk-1.6/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-1.6/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-1.6/lib/liboecodec.a codec/*.o
gcc -shared -Wl,-soname,liboecodec.so.1 -o /opt/orca/sdk-1.6/lib/liboecodec.so.1 codec/*.o -lm
ln -s liboecodec.so.1 /opt/orca/sdk-1.6/lib/liboecodec.so
mkdir -p /opt/orca/sdk-2.9/lib /opt/orca/sdk-2.9/include
cp -r /tmp/vendor-src/new/include/. /opt/orca/sdk-2.9/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/orca/sdk-2.9/lib/liboecore.a core/*.o
ar rcs /opt/orca/sdk-2.9/lib/liboecodec.a codec/*.o
gcc -shared -Wl,-soname,liboecodec.so.2 -o /opt/orca/sdk-2.9/lib/liboecodec.so.2 codec/*.o -lm
ln -s liboecodec.so.2 /opt/orca/sdk-2.9/lib/liboecodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.6 /opt/orca/current
printf '%s\n' 'SDK 1.6: legacy, kept for the old service' > /opt/orca/sdk-1.6/RELEASE
printf '%s\n' 'SDK 2.9: current release' > /opt/orca/sdk-2.9/RELEASE
