#!/bin/bash
set -euo pipefail
cd /app/hexa
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(hexa VERSION 5.11.5 LANGUAGES C)

set(HEXA_SOURCES
    src/xorkey.c
    src/backwards.c
    src/root.c
    src/ring.c
    src/gain.c
    src/apply.c
    src/version.c
)

add_library(hexa SHARED ${HEXA_SOURCES})
target_include_directories(hexa PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(hexa PRIVATE GAIN_K=49 XORKEY_K=7494 HEXA_VERSION="${PROJECT_VERSION}")
target_link_libraries(hexa PRIVATE m)
set_target_properties(hexa PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(hexarun tools/hexarun.c)
target_link_libraries(hexarun PRIVATE hexa)

install(TARGETS hexa hexarun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/hexa/hexa.h DESTINATION include/hexa)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/hexa
prefix=/opt/hexa
cat examples/input.txt | "$prefix/bin/hexarun" | diff - examples/expected.txt
readelf -d /opt/hexa/lib/libhexa.so | grep -q 'SONAME' || true
