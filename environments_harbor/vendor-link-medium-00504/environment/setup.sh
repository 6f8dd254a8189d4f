set -e
mkdir -p /opt/cardinal/sdk-1.3/lib /opt/cardinal/sdk-1.3/include
cp -r /tmp/vendor-src/old/include/. /opt/cardinal/sdk-1.3/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/cardinal/sdk-1.3/lib/libctcore.a core/*.o
ar rcs /opt/cardinal/sdk-1.3/lib/libctcodec.a codec/*.o
gcc -shared -Wl,-soname,libctcodec.so.1 -o /opt/cardinal/sdk-1.3/lib/libctcodec.so.1 codec/*.o -lm
ln -s libctcodec.so.1 /opt/cardinal/sdk-1.3/lib/libctcodec.so
mkdir -p /opt/cardinal/sdk-2.7/lib /opt/cardinal/sdk-2.7/include
cp -r /tmp/vendor-src/new/include/. /opt/cardinal/sdk-2.7/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/cardinal/sdk-2.7/lib/libctcore.a core/*.o
ar rcs /opt/cardinal/sdk-2.7/lib/libctcodec.a codec/*.o
gcc -shared -Wl,-soname,libctcodec.so.2 -o /opt/cardinal/sdk-2.7/lib/libctcodec.so.2 codec/*.o -lm
ln -s libctcodec.so.2 /opt/cardinal/sdk-2.7/lib/libctcodec.so
rm -rf /tmp/vendor-src
ln -s sdk-1.3 /opt/cardinal/current
printf '%s\n' 'SDK 1.3: legacy, kept for the old service' > /opt/cardinal/sdk-1.3/RELEASE
printf '%s\n' 'SDK 2.7: current release' > /opt/cardinal/sdk-2.7/RELEASE
