set -e
mkdir -p /opt/brightline/sdk-1.7/lib /opt/brightline/sdk-1.7/include
cp -r /tmp/vendor-src/old/include/. /opt/brightline/sdk-1.7/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/brightline/sdk-1.7/lib/libblcore.a core/*.o
ar rcs /opt/brightline/sdk-1.7/lib/libblcodec.a codec/*.o
gcc -shared -Wl,-soname,libblcodec.so.1 -o /opt/brightline/sdk-1.7/lib/libblcodec.so.1 codec/*.o -lm
ln -s libblcodec.so.1 /opt/brightline/sdk-1.7/lib/libblcodec.so
ar rcs /opt/brightline/sdk-1.7/lib/libblfmt.a fmt/*.o
ar rcs /opt/brightline/sdk-1.7/lib/libblio.a io/*.o
gcc -shared -Wl,-soname,libblrt.so.3 -o /opt/brightline/sdk-1.7/lib/libblrt.so.3 rt/*.o -lm
ln -s libblrt.so.3 /opt/brightline/sdk-1.7/lib/libblrt.so
mkdir -p /opt/brightline/sdk-2.9/lib /opt/brightline/sdk-2.9/include
cp -r /tmp/vendor-src/new/include/. /opt/brightline/sdk-2.9/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/brightline/sdk-2.9/lib/libblcore.a core/*.o
ar rcs /opt/brightline/sdk-2.9/lib/libblcodec.a codec/*.o
gcc -shared -Wl,-soname,libblcodec.so.2 -o /opt/brightline/sdk-2.9/lib/libblcodec.so.2 codec/*.o -lm
ln -s libblcodec.so.2 /opt/brightline/sdk-2.9/lib/libblcodec.so
ar rcs /opt/brightline/sdk-2.9/lib/libblfmt.a fmt/*.o
ar rcs /opt/brightline/sdk-2.9/lib/libblio.a io/*.o
gcc -shared -Wl,-soname,libblrt.so.3 -o /opt/brightline/sdk-2.9/lib/libblrt.so.3 rt/*.o -lm
ln -s libblrt.so.3 /opt/brightline/sdk-2.9/lib/libblrt.so
rm -rf /tmp/vendor-src
ln -s sdk-1.7 /opt/brightline/current
printf '%s\n' 'SDK 1.7: legacy, kept for the old service' > /opt/brightline/sdk-1.7/RELEASE
printf '%s\n' 'SDK 2.9: current release' > /opt/brightline/sdk-2.9/RELEASE
