#!/bin/bash
set -euo pipefail
cd /app/plinth-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(plinth VERSION 3.7.0 LANGUAGES C)

set(PLINTH_SOURCES
    src/xorkey.c
    src/backwards.c
    src/radix.c
    src/orbit.c
    src/digitsum.c
    src/apply.c
    src/version.c
)

add_library(plinth SHARED ${PLINTH_SOURCES})
target_include_directories(plinth PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(plinth PRIVATE XORKEY_K=40860 PLINTH_VERSION="${PROJECT_VERSION}")
target_link_libraries(plinth PRIVATE m)
set_target_properties(plinth PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(plinthctl tools/plinthctl.c)
target_link_libraries(plinthctl PRIVATE plinth)
set_target_properties(plinthctl PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS plinth plinthctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/plinth/plinth.h DESTINATION include/plinth)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/plinth
prefix=/opt/sdk/plinth
cat examples/input.txt | "$prefix/bin/plinthctl" | diff - examples/expected.txt
readelf -d /opt/sdk/plinth/lib/libplinth.so | grep -q 'SONAME' || true
