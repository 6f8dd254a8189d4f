#!/bin/bash
set -euo pipefail
cd /app/numkit-src
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(numkit VERSION 4.11.4 LANGUAGES C)

set(NUMKIT_SOURCES
    src/digits.c
    src/bias.c
    src/flip.c
    src/sqrtfloor.c
    src/quadratic.c
    src/apply.c
    src/version.c
)

add_library(numkit SHARED ${NUMKIT_SOURCES})
add_library(numkit_static STATIC ${NUMKIT_SOURCES})
set_target_properties(numkit_static PROPERTIES OUTPUT_NAME numkit)
target_include_directories(numkit PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(numkit PRIVATE QUADRATIC_B=15 QUADRATIC_C=23 NUMKIT_VERSION="${PROJECT_VERSION}")
target_link_libraries(numkit PRIVATE m)
target_include_directories(numkit_static PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(numkit_static PRIVATE QUADRATIC_B=15 QUADRATIC_C=23 NUMKIT_VERSION="${PROJECT_VERSION}")
target_link_libraries(numkit_static PRIVATE m)
set_target_properties(numkit PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(numkit-tool tools/numkit-tool.c)
target_link_libraries(numkit-tool PRIVATE numkit)
set_target_properties(numkit-tool PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")

install(TARGETS numkit numkit_static numkit-tool
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/numkit/numkit.h DESTINATION include/numkit)
configure_file(cmake/numkit.pc.in ${CMAKE_CURRENT_BINARY_DIR}/numkit.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/numkit.pc DESTINATION lib/pkgconfig)
CMAKE
cat > cmake/numkit.pc.in <<'PC'
prefix=${pcfiledir}/../..
exec_prefix=${prefix}
libdir=${prefix}/lib
includedir=${prefix}/include

Name: numkit
Description: numkit numeric transforms
Version: @PROJECT_VERSION@
Cflags: -I${includedir}
Libs: -L${libdir} -lnumkit
Libs.private: -lm
PC
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/numkit
prefix=/opt/sdk/numkit
cat examples/input.txt | "$prefix/bin/numkit-tool" | diff - examples/expected.txt
readelf -d /opt/sdk/numkit/lib/libnumkit.so | grep -q 'SONAME' || true
PKG_CONFIG_PATH=/opt/sdk/numkit/lib/pkgconfig pkg-config --static --libs numkit
nm -g --defined-only /opt/sdk/numkit/lib/libnumkit.a | grep -c ' T numkit_' || true
