#!/bin/bash
set -euo pipefail
cd /app/nimbus
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nimbus VERSION 4.3.0 LANGUAGES C)

set(NIMBUS_SOURCES
    src/offset.c
    src/dsum.c
    src/bound.c
    src/divisor.c
    src/apply.c
    src/version.c
)

add_library(nimbus STATIC ${NIMBUS_SOURCES})
target_include_directories(nimbus PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(nimbus PRIVATE DIVISOR_K=90 OFFSET_K=676 NIMBUS_VERSION="${PROJECT_VERSION}")

add_executable(nimbusrun tools/nimbusrun.c)
target_link_libraries(nimbusrun PRIVATE nimbus)

install(TARGETS nimbus nimbusrun
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/nimbus/nimbus.h DESTINATION include/nimbus)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/nimbus
prefix=/opt/sdk/nimbus
cat examples/input.txt | "$prefix/bin/nimbusrun" | diff - examples/expected.txt
