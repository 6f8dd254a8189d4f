#!/bin/bash
set -euo pipefail
cd /app/plinth-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(plinth VERSION 6.10.6 LANGUAGES C)

set(PLINTH_SOURCES
    src/root.c
    src/divide.c
    src/shift.c
    src/curve.c
    src/steps.c
    src/apply.c
    src/version.c
)

add_library(plinth SHARED ${PLINTH_SOURCES})
add_library(plinth_static STATIC ${PLINTH_SOURCES})
set_target_properties(plinth_static PROPERTIES OUTPUT_NAME plinth)
target_include_directories(plinth PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(plinth PRIVATE DIVIDE_D=13 SHIFT_K=-837 PLINTH_VERSION="${PROJECT_VERSION}")
target_link_libraries(plinth PRIVATE m)
target_include_directories(plinth_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(plinth_static PRIVATE DIVIDE_D=13 SHIFT_K=-837 PLINTH_VERSION="${PROJECT_VERSION}")
target_link_libraries(plinth_static PRIVATE m)

add_executable(plinth-tool tools/plinth-tool.c)
target_link_libraries(plinth-tool PRIVATE plinth)
set_target_properties(plinth-tool PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS plinth plinth_static plinth-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/plinth/plinth.h DESTINATION include/plinth)
configure_file(cmake/plinth.pc.in ${CMAKE_CURRENT_BINARY_DIR}/plinth.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/plinth.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/plinth.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: plinth
Description: plinth numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lplinth
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /usr/local/plinth-sdk
prefix=/usr/local/plinth-sdk
cat examples/input.txt | "$prefix/bin/plinth-tool" | diff - examples/expected.txt
readelf -d /usr/local/plinth-sdk/lib/libplinth.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/usr/local/plinth-sdk/lib/pkgconfig pkg-config --static --libs plinth
nm -g --defined-only /usr/local/plinth-sdk/lib/libplinth.a | grep -c ' T plinth_' || true
