set -e
mkdir -p /opt/norsk/sdk-1.9/lib /opt/norsk/sdk-1.9/include
cp -r /tmp/vendor-src/old/include/. /opt/norsk/sdk-1.9/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-1.9/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-1.9/lib/libnscodec.a codec/*.o
mkdir -p /opt/norsk/sdk-2.6/lib /opt/norsk/sdk-2.6/include
cp -r /tmp/vendor-src/new/include/. /opt/norsk/sdk-2.6/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/norsk/sdk-2.6/lib/libnscore.a core/*.o
ar rcs /opt/norsk/sdk-2.6/lib/libnscodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.9 /opt/norsk/current
printf '%s\n' 'SDK 1.9: legacy, kept for the old service' > /opt/norsk/sdk-1.9/RELEASE
printf '%s\n' 'SDK 2.6: current release' > /opt/norsk/sdk-2.6/RELEASE
