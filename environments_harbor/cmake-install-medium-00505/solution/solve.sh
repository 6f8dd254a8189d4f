#!/bin/bash
set -euo pipefail
cd /app/lumen-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(lumen VERSION 2.4.7 LANGUAGES C)

set(LUMEN_SOURCES
    src/backwards.c
    src/divide.c
    src/saturate.c
    src/gcd.c
    src/scramble.c
    src/apply.c
    src/version.c
)

add_library(lumen SHARED ${LUMEN_SOURCES})
target_include_directories(lumen PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(lumen PRIVATE GCD_K=360 SATURATE_HI=270 LUMEN_VERSION="${PROJECT_VERSION}")
set_target_properties(lumen PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(lumenrun tools/lumenrun.c)
target_link_libraries(lumenrun PRIVATE lumen)
set_target_properties(lumenrun PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS lumen lumenrun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/lumen/lumen.h DESTINATION include/lumen)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/lumen
prefix=/opt/sdk/lumen
cat examples/input.txt | "$prefix/bin/lumenrun" | diff - examples/expected.txt
readelf -d /opt/sdk/lumen/lib/liblumen.so | grep -q 'SONAME' || true
