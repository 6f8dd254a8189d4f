set -e
mkdir -p /opt/palisade/sdk-1.4/lib /opt/palisade/sdk-1.4/include
cp -r /tmp/vendor-src/old/include/. /opt/palisade/sdk-1.4/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/palisade/sdk-1.4/lib/libpdcore.a core/*.o
ar rcs /opt/palisade/sdk-1.4/lib/libpdcodec.a codec/*.o
mkdir -p /opt/palisade/sdk-2.3/lib /opt/palisade/sdk-2.3/include
cp -r /tmp/vendor-src/new/include/. /opt/palisade/sdk-2.3/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/palisade/sdk-2.3/lib/libpdcore.a core/*.o
ar rcs /opt/palisade/sdk-2.3/lib/libpdcodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.4 /opt/palisade/current
printf '%s\n' 'SDK 1.4: legacy, kept for the old service' > /opt/palisade/sdk-1.4/RELEASE
printf '%s\n' 'SDK 2.3: current release' > /opt/palisade/sdk-2.3/RELEASE
