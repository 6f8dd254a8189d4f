#!/bin/bash
set -euo pipefail
cd /app/strata
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(strata VERSION 1.6.5 LANGUAGES C)

set(STRATA_SOURCES
    src/isqrt.c
    src/backwards.c
    src/limit.c
    src/shift.c
    src/gcd.c
    src/apply.c
    src/version.c
)

add_library(strata SHARED ${STRATA_SOURCES})
target_include_directories(strata PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(strata PRIVATE GCD_K=36 SHIFT_K=606 STRATA_VERSION="${PROJECT_VERSION}")
target_link_libraries(strata PRIVATE m)
set_target_properties(strata PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(stratarun tools/stratarun.c)
target_link_libraries(stratarun PRIVATE strata)

install(TARGETS strata stratarun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/strata/strata.h DESTINATION include/strata)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/strata-sdk
prefix=/usr/local/strata-sdk
cat examples/input.txt | "$prefix/bin/stratarun" | diff - examples/expected.txt
readelf -d /usr/local/strata-sdk/lib/libstrata.so | grep -q 'SONAME' || true
