#!/bin/bash
set -euo pipefail
cd /app/jolt
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(jolt VERSION 6.9.6 LANGUAGES C)

set(JOLT_SOURCES
    src/radix.c
    src/reduce.c
    src/mix.c
    src/wrap.c
    src/hailstone.c
    src/apply.c
    src/version.c
)

add_library(jolt SHARED ${JOLT_SOURCES})
target_include_directories(jolt PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(jolt PRIVATE MIX_K=110 REDUCE_D=10 JOLT_VERSION="${PROJECT_VERSION}")
target_link_libraries(jolt PRIVATE m)

add_executable(joltcalc tools/joltcalc.c)
target_link_libraries(joltcalc PRIVATE jolt)
set_target_properties(joltcalc PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS jolt joltcalc
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/jolt/jolt.h DESTINATION include/jolt)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/jolt
prefix=/opt/jolt
cat examples/input.txt | "$prefix/bin/joltcalc" | diff - examples/expected.txt
readelf -d /opt/jolt/lib/libjolt.so | grep -q 'SONAME' || true
