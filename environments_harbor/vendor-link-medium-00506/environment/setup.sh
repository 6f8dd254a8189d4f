set -e
mkdir -p /opt/norsk/sdk-1.6/lib /opt/norsk/sdk-1.6/include
cp -r /tmp/vendor-src/old/include/. /opt/norsk/sdk-1.6/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-1.6/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-1.6/lib/libnscodec.a codec/*.o
gcc -shared -Wl,-soname,libnscodec.so.1 -o /opt/norsk/sdk-1.6/lib/libnscodec.so.1 codec/*.o -lm
ln -s libnscodec.so.1 /opt/norsk/sdk-1.6/lib/libnscodec.so
mkdir -p /opt/norsk/sdk-2.2/lib /opt/norsk/sdk-2.2/include
cp -r /tmp/vendor-src/new/include/. /opt/norsk/sdk-2.2/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-2.2/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-2.2/lib/libnscodec.a codec/*.o
gcc -shared -Wl,-soname,libnscodec.so.2 -o /opt/norsk/sdk-2.2/lib/libnscodec.so.2 codec/*.o -lm
ln -s libnscodec.so.2 /opt/norsk/sdk-2.2/lib/libnscodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.6 /opt/norsk/current
printf '%s\n' 'SDK 1.6: legacy, kept for the old service' > /opt/norsk/sdk-1.6/RELEASE
printf '%s\n' 'SDK 2.2: current release' > /opt/norsk/sdk-2.2/RELEASE
