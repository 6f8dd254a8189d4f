#!/bin/bash
set -euo pipefail
cd /app/lumen-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(lumen VERSION 1.12.1 LANGUAGES C)

set(LUMEN_SOURCES
    src/poly.c
    src/isqrt.c
    src/hailstone.c
    src/divide.c
    src/digitsum.c
    src/apply.c
    src/version.c
)

add_library(lumen SHARED ${LUMEN_SOURCES})
add_library(lumen_static STATIC ${LUMEN_SOURCES})
set_target_properties(lumen_static PROPERTIES OUTPUT_NAME lumen)
target_include_directories(lumen PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(lumen PRIVATE POLY_A=6 POLY_B=-14 LUMEN_VERSION="${PROJECT_VERSION}")
target_link_libraries(lumen PRIVATE m)
target_include_directories(lumen_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(lumen_static PRIVATE POLY_A=6 POLY_B=-14 LUMEN_VERSION="${PROJECT_VERSION}")
target_link_libraries(lumen_static PRIVATE m)
set_target_properties(lumen PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(lumencalc tools/lumencalc.c)
target_link_libraries(lumencalc PRIVATE lumen)

install(TARGETS lumen lumen_static lumencalc
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/lumen/lumen.h DESTINATION include/lumen)
configure_file(cmake/lumen.pc.in ${CMAKE_CURRENT_BINARY_DIR}/lumen.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/lumen.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/lumen.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: lumen
Description: lumen numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -llumen
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/lumen
prefix=/opt/lumen
cat examples/input.txt | "$prefix/bin/lumencalc" | diff - examples/expected.txt
readelf -d /opt/lumen/lib/liblumen.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/lumen/lib/pkgconfig pkg-config --static --libs lumen
nm -g --defined-only /opt/lumen/lib/liblumen.a | grep -c ' T lumen_' || true
