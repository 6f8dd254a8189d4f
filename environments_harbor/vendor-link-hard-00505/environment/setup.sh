set -e
mkdir -p /opt/quasar/sdk-1.7/lib /opt/quasar/sdk-1.7/include
cp -r /tmp/vendor-src/old/include/. /opt/quasar/sdk-1.7/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/quasar/sdk-1.7/lib/libqdcore.a core/*.o
ar rcs /opt/quasar/sdk-1.7/lib/libqdcodec.a codec/*.o
gcc -shared -Wl,-soname,libqdcodec.so.1 -o /opt/quasar/sdk-1.7/lib/libqdcodec.so.1 codec/*.o -lm
ln -s libqdcodec.so.1 /opt/quasar/sdk-1.7/lib/libqdcodec.so
ar rcs /opt/quasar/sdk-1.7/lib/libqdfmt.a fmt/*.o
ar rcs /opt/quasar/sdk-1.7/lib/libqdio.a io/*.o
gcc -shared -Wl,-soname,libqdrt.so.4 -o /opt/quasar/sdk-1.7/lib/libqdrt.so.4 rt/*.o -lm
ln -s libqdrt.so.4 /opt/quasar/sdk-1.7/lib/libqdrt.so
mkdir -p /opt/quasar/sdk-2.8/lib /opt/quasar/sdk-2.8/include
cp -r /tmp/vendor-src/new/include/. /opt/quasar/sdk-2.8/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/quasar/sdk-2.8/lib/libqdcore.a core/*.o
ar rcs /opt/quasar/sdk-2.8/lib/libqdcodec.a codec/*.o
gcc -shared -Wl,-soname,libqdcodec.so.2 -o /opt/quasar/sdk-2.8/lib/libqdcodec.so.2 codec/*.o -lm
ln -s libqdcodec.so.2 /opt/quasar/sdk-2.8/lib/libqdcodec.so
ar rcs /opt/quasar/sdk-2.8/lib/libqdfmt.a fmt/*.o
ar rcs /opt/quasar/sdk-2.8/lib/libqdio.a io/*.o
gcc -shared -Wl,-soname,libqdrt.so.4 -o /opt/quasar/sdk-2.8/lib/libqdrt.so.4 rt/*.o -lm
ln -s libqdrt.so.4 /opt/quasar/sdk-2.8/lib/libqdrt.so
rm -rf /tmp/vendor-src
ln -s sdk-1.7 /opt/quasar/current
printf '%s\n' 'SDK 1.7: legacy, kept for the old service' > /opt/quasar/sdk-1.7/RELEASE
printf '%s\n' 'SDK 2.8: current release' > /opt/quasar/sdk-2.8/RELEASE
