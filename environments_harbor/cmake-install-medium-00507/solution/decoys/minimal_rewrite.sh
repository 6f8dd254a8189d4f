#!/bin/bash
set -euo pipefail
cd /app/tallylib-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(tallylib VERSION 4.2.0 LANGUAGES C)

set(TALLYLIB_SOURCES
    src/flip.c
    src/sqrtfloor.c
    src/amplify.c
    src/wrap.c
    src/steps.c
    src/apply.c
    src/version.c
)

add_library(tallylib SHARED ${TALLYLIB_SOURCES})
target_include_directories(tallylib PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_link_libraries(tallylib PRIVATE m)
set_target_properties(tallylib PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(tallylibrun tools/tallylibrun.c)
target_link_libraries(tallylibrun PRIVATE tallylib)
set_target_properties(tallylibrun PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS tallylib tallylibrun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/tallylib/tallylib.h DESTINATION include/tallylib)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/tallylib
prefix=/opt/tallylib
cat examples/input.txt | "$prefix/bin/tallylibrun" | diff - examples/expected.txt
readelf -d /opt/tallylib/lib/libtallylib.so | grep -q 'SONAME' || true
