set -e
mkdir -p /opt/kinetic/sdk-1.4/lib /opt/kinetic/sdk-1.4/include
cp -r /tmp/vendor-src/old/include/. /opt/kinetic/sdk-1.4/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-1.4/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-1.4/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.1 -o /opt/kinetic/sdk-1.4/lib/libkmcodec.so.1 codec/*.o -lm
ln -s libkmcodec.so.1 /opt/kinetic/sdk-1.4/lib/libkmcodec.so
mkdir -p /opt/kinetic/sdk-2.3/lib /opt/kinetic/sdk-2.3/include
cp -r /tmp/vendor-src/new/include/. /opt/kinetic/sdk-2.3/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/kinetic/sdk-2.3/lib/libkmcore.a core/*.o
ar rcs /opt/kinetic/sdk-2.3/lib/libkmcodec.a codec/*.o
gcc -shared -Wl,-soname,libkmcodec.so.2 -o /opt/kinetic/sdk-2.3/lib/libkmcodec.so.2 codec/*.o -lm
ln -s libkmcodec.so.2 /opt/kinetic/sdk-2.3/lib/libkmcodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.4 /opt/kinetic/current
printf '%s\n' 'SDK 1.4: legacy, kept for the old service' > /opt/kinetic/sdk-1.4/RELEASE
printf '%s\n' 'SDK 2.3: current release' > /opt/kinetic/sdk-2.3/RELEASE
