set -e
mkdir -p /opt/helix/sdk-1.0/lib /opt/helix/sdk-1.0/include
cp -r /tmp/vendor-src/old/include/. /opt/helix/sdk-1.0/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/helix/sdk-1.0/lib/libhxcore.a core/*.o
ar rcs /opt/helix/sdk-1.0/lib/libhxcodec.a codec/*.o
gcc -shared -Wl,-soname,libhxcodec.so.1 -o /opt/helix/sdk-1.0/lib/libhxcodec.so.1 codec/*.o -lm
ln -s libhxcodec.so.1 /opt/helix/sdk-1.0/lib/libhxcodec.so
ar rcs /opt/helix/sdk-1.0/lib/libhxfmt.a fmt/*.o
ar rcs /opt/helix/sdk-1.0/lib/libhxio.a io/*.o
gcc -shared -Wl,-soname,libhxrt.so.4 -o /opt/helix/sdk-1.0/lib/libhxrt.so.4 rt/*.o -lm
ln -s libhxrt.so.4 /opt/helix/sdk-1.0/lib/libhxrt.so
mkdir -p /opt/helix/sdk-2.5/lib /opt/helix/sdk-2.5/include
cp -r /tmp/vendor-src/new/include/. /opt/helix/sdk-2.5/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/helix/sdk-2.5/lib/libhxcore.a core/*.o
ar rcs /opt/helix/sdk-2.5/lib/libhxcodec.a codec/*.o
gcc -shared -Wl,-soname,libhxcodec.so.2 -o /opt/helix/sdk-2.5/lib/libhxcodec.so.2 codec/*.o -lm
ln -s libhxcodec.so.2 /opt/helix/sdk-2.5/lib/libhxcodec.so
ar rcs /opt/helix/sdk-2.5/lib/libhxfmt.a fmt/*.o
ar rcs /opt/helix/sdk-2.5/lib/libhxio.a io/*.o
gcc -shared -Wl,-soname,libhxrt.so.4 -o /opt/helix/sdk-2.5/lib/libhxrt.so.4 rt/*.o -lm
ln -s libhxrt.so.4 /opt/helix/sdk-2.5/lib/libhxrt.so
rm -rf /tmp/vendor-src
ln -s sdk-1.0 /opt/helix/current
printf '%s\n' 'SDK 1.0: legacy, kept for the old service' > /opt/helix/sdk-1.0/RELEASE
printf '%s\n' 'SDK 2.5: current release' > /opt/helix/sdk-2.5/RELEASE
