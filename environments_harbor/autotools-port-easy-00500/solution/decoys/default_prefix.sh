#!/bin/bash
set -euo pipefail
cd /app/tundra
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([tundra], [4.6.8], [tundra-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_CONFIG_FILES([Makefile tundra.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DMIX_K=21913 -DTUNDRA_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libtundra.la
libtundra_la_SOURCES = \
	src/sqrtfloor.c \
	src/crossfoot.c \
	src/mix.c \
	src/apply.c \
	src/version.c \
	src/params.h
libtundra_la_LDFLAGS = -version-info 1:5:0

tundraincludedir = $(includedir)/tundra
tundrainclude_HEADERS = include/tundra/tundra.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = tundra.pc

bin_PROGRAMS = tundra-calc
tundra_calc_SOURCES = tools/tundra-calc.c
tundra_calc_LDADD = libtundra.la

check_PROGRAMS = tests/check_mix tests/check_crossfoot
tests_check_mix_LDADD = libtundra.la
tests_check_crossfoot_LDADD = libtundra.la
TESTS = tests/check_mix tests/check_crossfoot tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure  > /tmp/configure.log
make -j2
make check
make install
installed=/usr/local
"$installed/bin/tundra-calc" < examples/input.txt | diff - examples/expected.txt
