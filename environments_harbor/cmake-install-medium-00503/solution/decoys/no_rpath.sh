#!/bin/bash
set -euo pipefail
cd /app/numkit
cat > CMakeLists.txt <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(numkit VERSION 6.9.4 LANGUAGES C)

set(NUMKIT_SOURCES
    src/poly.c
    src/crossfoot.c
    src/isqrt.c
    src/xorkey.c
    src/bias.c
    src/apply.c
    src/version.c
)

add_library(numkit SHARED ${NUMKIT_SOURCES})
target_include_directories(numkit PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
target_compile_definitions(numkit PRIVATE POLY_B=-18 POLY_C=2 NUMKIT_VERSION="${PROJECT_VERSION}")
target_link_libraries(numkit PRIVATE m)
set_target_properties(numkit PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})

add_executable(numkitctl tools/numkitctl.c)
target_link_libraries(numkitctl PRIVATE numkit)

install(TARGETS numkit numkitctl
    RUNTIME DESTINATION bin
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib)
install(FILES include/numkit/numkit.h DESTINATION include/numkit)
CMAKE
rm -rf build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > /tmp/cmake-configure.log
cmake --build build -j2
cmake --install build --prefix /opt/sdk/numkit
prefix=/opt/sdk/numkit
cat examples/input.txt | "$prefix/bin/numkitctl" | diff - examples/expected.txt
readelf -d /opt/sdk/numkit/lib/libnumkit.so | grep -q 'SONAME' || true
