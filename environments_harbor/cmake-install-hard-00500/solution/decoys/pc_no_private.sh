#!/bin/bash
set -euo pipefail
cd /app/corex
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(corex VERSION 3.10.9 LANGUAGES C)

set(COREX_SOURCES
    src/steps.c
    src/bias.c
    src/isqrt.c
    src/gcd.c
    src/whiten.c
    src/apply.c
    src/version.c
)

add_library(corex SHARED ${COREX_SOURCES})
add_library(corex_static STATIC ${COREX_SOURCES})
set_target_properties(corex_static PROPERTIES OUTPUT_NAME corex)
target_include_directories(corex PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(corex PRIVATE BIAS_K=161 STEPS_CAP=1000 COREX_VERSION="${PROJECT_VERSION}")
target_link_libraries(corex PRIVATE m)
target_include_directories(corex_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(corex_static PRIVATE BIAS_K=161 STEPS_CAP=1000 COREX_VERSION="${PROJECT_VERSION}")
target_link_libraries(corex_static PRIVATE m)
set_target_properties(corex PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(corex-pipe tools/corex-pipe.c)
target_link_libraries(corex-pipe PRIVATE corex)
set_target_properties(corex-pipe PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS corex corex_static corex-pipe
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/corex/corex.h DESTINATION include/corex)
configure_file(cmake/corex.pc.in ${CMAKE_CURRENT_BINARY_DIR}/corex.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/corex.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/corex.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: corex
Description: corex numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lcorex
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/corex
prefix=/opt/corex
cat examples/input.txt | "$prefix/bin/corex-pipe" | diff - examples/expected.txt
readelf -d /opt/corex/lib/libcorex.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/corex/lib/pkgconfig pkg-config --static --libs corex
nm -g --defined-only /opt/corex/lib/libcorex.a | grep -c ' T corex_' || true
