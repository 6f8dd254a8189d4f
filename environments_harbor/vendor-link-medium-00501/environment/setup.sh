set -e
mkdir -p /opt/norsk/sdk-1.0/lib /opt/norsk/sdk-1.0/include
cp -r /tmp/vendor-src/old/include/. /opt/norsk/sdk-1.0/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-1.0/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-1.0/lib/libnscodec.a codec/*.o
gcc -shared -Wl,-soname,libnscodec.so.1 -o /opt/norsk/sdk-1.0/lib/libnscodec.so.1 codec/*.o -lm
ln -s libnscodec.so.1 /opt/norsk/sdk-1.0/lib/libnscodec.so
mkdir -p /opt/norsk/sdk-2.0/lib /opt/norsk/sdk-2.0/include
cp -r /tmp/vendor-src/new/include/. /opt/norsk/sdk-2.0/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-2.0/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-2.0/lib/libnscodec.a codec/*.o
gcc -shared -Wl,-soname,libnscodec.so.2 -o /opt/norsk/sdk-2.0/lib/libnscodec.so.2 codec/*.o -lm
ln -s libnscodec.so.2 /opt/norsk/sdk-2.0/lib/libnscodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.0 /opt/norsk/current
printf '%s\n' 'SDK 1.0: legacy, kept for the old service' > /opt/norsk/sdk-1.0/RELEASE
printf '%s\n' 'SDK 2.0: current release' > /opt/norsk/sdk-2.0/RELEASE
