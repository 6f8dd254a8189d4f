set -e
mkdir -p /opt/helix/sdk-1.6/lib /opt/helix/sdk-1.6/include
cp -r /tmp/vendor-src/old/include/. /opt/helix/sdk-1.6/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/helix/sdk-1.6/lib/libhxcore.a core/*.o
ar rcs /opt/helix/sdk-1.6/lib/libhxcodec.a codec/*.o
gcc -shared -Wl,-soname,libhxcodec.so.1 -o /opt/helix/sdk-1.6/lib/libhxcodec.so.1 codec/*.o -lm
ln -s libhxcodec.so.1 /opt/helix/sdk-1.6/lib/libhxcodec.so
mkdir -p /opt/helix/sdk-2.7/lib /opt/helix/sdk-2.7/include
cp -r /tmp/vendor-src/new/include/. /opt/helix/sdk-2.7/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/helix/sdk-2.7/lib/libhxcore.a core/*.o
ar rcs /opt/helix/sdk-2.7/lib/libhxcodec.a codec/*.o
gcc -shared -Wl,-soname,libhxcodec.so.2 -o /opt/helix/sdk-2.7/lib/libhxcodec.so.2 codec/*.o -lm
ln -s libhxcodec.so.2 /opt/helix/sdk-2.7/lib/libhxcodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.6 /opt/helix/current
printf '%s\n' 'SDK 1.6: legacy, kept for the old service' > /opt/helix/sdk-1.6/RELEASE
printf '%s\n' 'SDK 2.7: current release' > /opt/helix/sdk-2.7/RELEASE
