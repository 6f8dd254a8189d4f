set -e
mkdir -p /opt/vireo/sdk-1.9/lib /opt/vireo/sdk-1.9/include
cp -r /tmp/vendor-src/old/include/. /opt/vireo/sdk-1.9/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/vireo/sdk-1.9/lib/libvocore.a core/*.o
ar rcs /opt/vireo/sdk-1.9/lib/libvocodec.a codec/*.o
gcc -shared -Wl,-soname,libvocodec.so.1 -o /opt/vireo/sdk-1.9/lib/libvocodec.so.1 codec/*.o -lm
ln -s libvocodec.so.1 /opt/vireo/sdk-1.9/lib/libvocodec.so
ar rcs /opt/vireo/sdk-1.9/lib/libvofmt.a fmt/*.o
ar rcs /opt/vireo/sdk-1.9/lib/libvoio.a io/*.o
gcc -shared -Wl,-soname,libvort.so.4 -o /opt/vireo/sdk-1.9/lib/libvort.so.4 rt/*.o -lm
ln -s libvort.so.4 /opt/vireo/sdk-1.9/lib/libvort.so
mkdir -p /opt/vireo/sdk-2.7/lib /opt/vireo/sdk-2.7/include
cp -r /tmp/vendor-src/new/include/. /opt/vireo/sdk-2.7/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/vireo/sdk-2.7/lib/libvocore.a core/*.o
ar rcs /opt/vireo/sdk-2.7/lib/libvocodec.a codec/*.o
gcc -shared -Wl,-soname,libvocodec.so.2 -o /opt/vireo/sdk-2.7/lib/libvocodec.so.2 codec/*.o -lm
ln -s libvocodec.so.2 /opt/vireo/sdk-2.7/lib/libvocodec.so
ar rcs /opt/vireo/sdk-2.7/lib/libvofmt.a fmt/*.o
ar rcs /opt/vireo/sdk-2.7/lib/libvoio.a io/*.o
gcc -shared -Wl,-soname,libvort.so.4 -o /opt/vireo/sdk-2.7/lib/libvort.so.4 rt/*.o -lm
ln -s libvort.so.4 /opt/vireo/sdk-2.7/lib/libvort.so
rm -rf /tmp/vendor-src
ln -s sdk-1.9 /opt/vireo/current
printf '%s\n' 'SDK 1.9: legacy, kept for the old service' > /opt/vireo/sdk-1.9/RELEASE
printf '%s\n' 'SDK 2.7: current release' > /opt/vireo/sdk-2.7/RELEASE
