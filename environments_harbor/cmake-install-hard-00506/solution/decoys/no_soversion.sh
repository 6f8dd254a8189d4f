#!/bin/bash
set -euo pipefail
cd /app/hexa
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(hexa VERSION 5.5.6 LANGUAGES C)

set(HEXA_SOURCES
    src/digitsum.c
    src/modulo.c
    src/root.c
    src/flip.c
    src/nudge.c
    src/apply.c
    src/version.c
)

add_library(hexa SHARED ${HEXA_SOURCES})
add_library(hexa_static STATIC ${HEXA_SOURCES})
set_target_properties(hexa_static PROPERTIES OUTPUT_NAME hexa)
target_include_directories(hexa PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(hexa PRIVATE NUDGE_K=121 HEXA_VERSION="${PROJECT_VERSION}")
target_link_libraries(hexa PRIVATE m)
target_include_directories(hexa_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(hexa_static PRIVATE NUDGE_K=121 HEXA_VERSION="${PROJECT_VERSION}")
target_link_libraries(hexa_static PRIVATE m)

add_executable(hexa-tool tools/hexa-tool.c)
target_link_libraries(hexa-tool PRIVATE hexa)
set_target_properties(hexa-tool PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS hexa hexa_static hexa-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/hexa/hexa.h DESTINATION include/hexa)
configure_file(cmake/hexa.pc.in ${CMAKE_CURRENT_BINARY_DIR}/hexa.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/hexa.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/hexa.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: hexa
Description: hexa numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lhexa
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/hexa
prefix=/opt/sdk/hexa
cat examples/input.txt | "$prefix/bin/hexa-tool" | diff - examples/expected.txt
readelf -d /opt/sdk/hexa/lib/libhexa.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/sdk/hexa/lib/pkgconfig pkg-config --static --libs hexa
nm -g --defined-only /opt/sdk/hexa/lib/libhexa.a | grep -c ' T hexa_' || true
