#!/bin/bash
set -euo pipefail
cd /app/nimbus-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nimbus VERSION 2.5.5 LANGUAGES C)

set(NIMBUS_SOURCES
    src/hailstone.c
    src/saturate.c
    src/xorkey.c
    src/bias.c
    src/isqrt.c
    src/apply.c
    src/version.c
)

add_library(nimbus SHARED ${NIMBUS_SOURCES})
add_library(nimbus_static STATIC ${NIMBUS_SOURCES})
set_target_properties(nimbus_static PROPERTIES OUTPUT_NAME nimbus)
target_include_directories(nimbus PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(nimbus PRIVATE m)
target_include_directories(nimbus_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(nimbus_static PRIVATE m)
set_target_properties(nimbus PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(nimbus-pipe tools/nimbus-pipe.c)
target_link_libraries(nimbus-pipe PRIVATE nimbus)
set_target_properties(nimbus-pipe PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS nimbus nimbus_static nimbus-pipe
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/nimbus/nimbus.h DESTINATION include/nimbus)
configure_file(cmake/nimbus.pc.in ${CMAKE_CURRENT_BINARY_DIR}/nimbus.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/nimbus.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/nimbus.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: nimbus
Description: nimbus numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lnimbus
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/nimbus-sdk
prefix=/usr/local/nimbus-sdk
cat examples/input.txt | "$prefix/bin/nimbus-pipe" | diff - examples/expected.txt
readelf -d /usr/local/nimbus-sdk/lib/libnimbus.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/usr/local/nimbus-sdk/lib/pkgconfig pkg-config --static --libs nimbus
nm -g --defined-only /usr/local/nimbus-sdk/lib/libnimbus.a | grep -c ' T nimbus_' || true
