set -e
mkdir -p /opt/palisade/sdk-1.8/lib /opt/palisade/sdk-1.8/include
cp -r /tmp/vendor-src/old/include/. /opt/palisade/sdk-1.8/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/palisade/sdk-1.8/lib/libpdcore.a core/*.o
ar rcs /opt/palisade/sdk-1.8/lib/libpdcodec.a codec/*.o
gcc -shared -Wl,-soname,libpdcodec.so.1 -o /opt/palisade/sdk-1.8/lib/libpdcodec.so.1 codec/*.o -lm
ln -s libpdcodec.so.1 /opt/palisade/sdk-1.8/lib/libpdcodec.so
mkdir -p /opt/palisade/sdk-2.7/lib /opt/palisade/sdk-2.7/include
cp -r /tmp/vendor-src/new/include/. /opt/palisade/sdk-2.7/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/palisade/sdk-2.7/lib/libpdcore.a core/*.o
ar rcs /opt/palisade/sdk-2.7/lib/libpdcodec.a codec/*.o
gcc -shared -Wl,-soname,libpdcodec.so.2 -o /opt/palisade/sdk-2.7/lib/libpdcodec.so.2 codec/*.o -lm
ln -s libpdcodec.so.2 /opt/palisade/sdk-2.7/lib/libpdcodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.8 /opt/palisade/current
printf '%s\n' 'SDK 1.8: legacy, kept for the old service' > /opt/palisade/sdk-1.8/RELEASE
printf '%s\n' 'SDK 2.7: current release' > /opt/palisade/sdk-2.7/RELEASE
