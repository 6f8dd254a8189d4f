#!/bin/bash
set -euo pipefail
cd /app/strata
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(strata VERSION 5.3.6 LANGUAGES C)

set(STRATA_SOURCES
    src/hash.c
    src/gcd.c
    src/divide.c
    src/orbit.c
    src/sqrtfloor.c
    src/apply.c
    src/version.c
)

add_library(strata SHARED ${STRATA_SOURCES})
target_include_directories(strata PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(strata PRIVATE HASH_A=7 HASH_C=-63 STRATA_VERSION="${PROJECT_VERSION}")
target_link_libraries(strata PRIVATE m)
set_target_properties(strata PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(stratactl tools/stratactl.c)
target_link_libraries(stratactl PRIVATE strata)

install(TARGETS strata stratactl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/strata/strata.h DESTINATION include/strata)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/strata
prefix=/opt/strata
cat examples/input.txt | "$prefix/bin/stratactl" | diff - examples/expected.txt
readelf -d /opt/strata/lib/libstrata.so | grep -q 'SONAME' || true
