set -e
mkdir -p /opt/kinetic/sdk-1.2/lib /opt/kinetic/sdk-1.2/include
cp -r /tmp/vendor-src/old/include/. /opt/kinetic/sdk-1.2/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-1.2/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-1.2/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.1 -o /opt/kinetic/sdk-1.2/lib/libkmcodec.so.1 codec/*.o -lm
ln -s libkmcodec.so.1 /opt/kinetic/sdk-1.2/lib/libkmcodec.so
ar rcs /opt/kinetic/sdk-1.2/lib/libkmfmt.a fmt/*.o
ar rcs /opt/kinetic/sdk-1.2/lib/libkmio.a io/*.o
gcc -shared -Wl,-soname,libkmrt.so.3 -o /opt/kinetic/sdk-1.2/lib/libkmrt.so.3 rt/*.o -lm
ln -s libkmrt.so.3 /opt/kinetic/sdk-1.2/lib/libkmrt.so
mkdir -p /opt/kinetic/sdk-2.0/lib /opt/kinetic/sdk-2.0/include
cp -r /tmp/vendor-src/new/include/. /opt/kinetic/sdk-2.0/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-2.0/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-2.0/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.2 -o /opt/kinetic/sdk-2.0/lib/libkmcodec.so.2 codec/*.o -lm
ln -s libkmcodec.so.2 /opt/kinetic/sdk-2.0/lib/libkmcodec.so
ar rcs /opt/kinetic/sdk-2.0/lib/libkmfmt.a fmt/*.o
ar rcs /opt/kinetic/sdk-2.0/lib/libkmio.a io/*.o
gcc -shared -Wl,-soname,libkmrt.so.3 -o /opt/kinetic/sdk-2.0/lib/libkmrt.so.3 rt/*.o -lm
ln -s libkmrt.so.3 /opt/kinetic/sdk-2.0/lib/libkmrt.so
rm -rf /tmp/vendor-src
ln -s sdk-1.2 /opt/kinetic/current
printf '%s\n' 'SDK 1.2: legacy, kept for the old service' > /opt/kinetic/sdk-1.2/RELEASE
printf '%s\n' 'SDK 2.0: current release' > /opt/kinetic/sdk-2.0/RELEASE
