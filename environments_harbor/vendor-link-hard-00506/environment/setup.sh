set -e
mkdir -p /opt/kinetic/sdk-1.7/lib /opt/kinetic/sdk-1.7/include
cp -r /tmp/vendor-src/old/include/. /opt/kinetic/sdk-1.7/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-1.7/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-1.7/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.1 -o /opt/kinetic/sdk-1.7/lib/libkmcodec.so.1 codec/*.o -lm
ln -s libkmcodec.so.1 /opt/kinetic/sdk-1.7/lib/libkmcodec.so
ar rcs /opt/kinetic/sdk-1.7/lib/libkmfmt.a fmt/*.o
ar rcs /opt/kinetic/sdk-1.7/lib/libkmio.a io/*.o
gcc -shared -Wl,-soname,libkmrt.so.3 -o /opt/kinetic/sdk-1.7/lib/libkmrt.so.3 rt/*.o -lm
ln -s libkmrt.so.3 /opt/kinetic/sdk-1.7/lib/libkmrt.so
mkdir -p /opt/kinetic/sdk-2.4/lib /opt/kinetic/sdk-2.4/include
cp -r /tmp/vendor-src/new/include/. /opt/kinetic/sdk-2.4/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-2.4/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-2.4/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.2 -o /opt/kinetic/sdk-2.4/lib/libkmcodec.so.2 codec/*.o -lm
ln -s libkmcodec.so.2 /opt/kinetic/sdk-2.4/lib/libkmcodec.so
ar rcs /opt/kinetic/sdk-2.4/lib/libkmfmt.a fmt/*.o
ar rcs /opt/kinetic/sdk-2.4/lib/libkmio.a io/*.o
gcc -shared -Wl,-soname,libkmrt.so.3 -o /opt/kinetic/sdk-2.4/lib/libkmrt.so.3 rt/*.o -lm
ln -s libkmrt.so.3 /opt/kinetic/sdk-2.4/lib/libkmrt.so
rm -rf /tmp/vendor-src
ln -s sdk-1.7 /opt/kinetic/current
printf '%s\n' 'SDK 1.7: legacy, kept for the old service' > /opt/kinetic/sdk-1.7/RELEASE
printf '%s\n' 'SDK 2.4: current release' > /opt/kinetic/sdk-2.4/RELEASE
