#!/bin/bash
set -euo pipefail
cd /app/nimbus-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nimbus VERSION 4.6.4 LANGUAGES C)

set(NIMBUS_SOURCES
    src/reduce.c
    src/ring.c
    src/bound.c
    src/mirror.c
    src/sqrtfloor.c
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

add_executable(nimbusctl tools/nimbusctl.c)
target_link_libraries(nimbusctl PRIVATE nimbus)
set_target_properties(nimbusctl PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS nimbus nimbus_static nimbusctl
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
cmake --install build --prefix /opt/sdk/nimbus
prefix=/opt/sdk/nimbus
cat examples/input.txt | "$prefix/bin/nimbusctl" | diff - examples/expected.txt
readelf -d /opt/sdk/nimbus/lib/libnimbus.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/sdk/nimbus/lib/pkgconfig pkg-config --static --libs nimbus
nm -g --defined-only /opt/sdk/nimbus/lib/libnimbus.a | grep -c ' T nimbus_' || true
