set -e
mkdir -p /opt/vireo/sdk-1.3/lib /opt/vireo/sdk-1.3/include
cp -r /tmp/vendor-src/old/include/. /opt/vireo/sdk-1.3/include/
cd /tmp/vendor-src/old
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/old/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/vireo/sdk-1.3/lib/libvocore.a core/*.o
ar rcs /opt/vireo/sdk-1.3/lib/libvocodec.a codec/*.o
mkdir -p /opt/vireo/sdk-2.9/lib /opt/vireo/sdk-2.9/include
cp -r /tmp/vendor-src/new/include/. /opt/vireo/sdk-2.9/include/
cd /tmp/vendor-src/new
for f in */*.c; do gcc -O2 -fPIC -I/tmp/vendor-src/new/include -c "$f" -o "${f%.c}.o"; done
ar rcs /opt/vireo/sdk-2.9/lib/libvocore.a core/*.o
ar rcs /opt/vireo/sdk-2.9/lib/libvocodec.a codec/*.o
rm -rf /tmp/vendor-src
ln -s sdk-1.3 /opt/vireo/current
printf '%s\n' 'SDK 1.3: legacy, kept for the old service' > /opt/vireo/sdk-1.3/RELEASE
printf '%s\n' 'SDK 2.9: current release' > /opt/vireo/sdk-2.9/RELEASE
