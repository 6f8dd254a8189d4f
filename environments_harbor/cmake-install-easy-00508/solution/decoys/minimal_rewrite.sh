#!/bin/bash
set -euo pipefail
cd /app/strata-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(strata VERSION 1.6.6 LANGUAGES C)

set(STRATA_SOURCES
    src/clamp.c
    src/quadratic.c
    src/shift.c
    src/gain.c
    src/apply.c
    src/version.c
)

add_library(strata STATIC ${STRATA_SOURCES})
target_include_directories(strata PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)

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
cmake --install build --prefix /opt/sdk/strata
prefix=/opt/sdk/strata
cat examples/input.txt | "$prefix/bin/stratactl" | diff - examples/expected.txt
