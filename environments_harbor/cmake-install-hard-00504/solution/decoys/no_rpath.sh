#!/bin/bash
set -euo pipefail
cd /app/vexel
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(vexel VERSION 3.8.4 LANGUAGES C)

set(VEXEL_SOURCES
    src/shift.c
    src/curve.c
    src/isqrt.c
    src/mirror.c
    src/xorkey.c
    src/apply.c
    src/version.c
)

add_library(vexel SHARED ${VEXEL_SOURCES})
add_library(vexel_static STATIC ${VEXEL_SOURCES})
set_target_properties(vexel_static PROPERTIES OUTPUT_NAME vexel)
target_include_directories(vexel PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(vexel PRIVATE CURVE_B=-11 XORKEY_K=65378 VEXEL_VERSION="${PROJECT_VERSION}")
target_link_libraries(vexel PRIVATE m)
target_include_directories(vexel_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(vexel_static PRIVATE CURVE_B=-11 XORKEY_K=65378 VEXEL_VERSION="${PROJECT_VERSION}")
target_link_libraries(vexel_static PRIVATE m)
set_target_properties(vexel PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(vexelctl tools/vexelctl.c)
target_link_libraries(vexelctl PRIVATE vexel)

install(TARGETS vexel vexel_static vexelctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/vexel/vexel.h DESTINATION include/vexel)
configure_file(cmake/vexel.pc.in ${CMAKE_CURRENT_BINARY_DIR}/vexel.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/vexel.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/vexel.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: vexel
Description: vexel numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lvexel
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/vexel
prefix=/opt/vexel
cat examples/input.txt | "$prefix/bin/vexelctl" | diff - examples/expected.txt
readelf -d /opt/vexel/lib/libvexel.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/vexel/lib/pkgconfig pkg-config --static --libs vexel
nm -g --defined-only /opt/vexel/lib/libvexel.a | grep -c ' T vexel_' || true
