#!/bin/bash
set -euo pipefail
cd /home/builder/ferrite
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([ferrite], [1.2.8], [ferrite-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_CONFIG_FILES([Makefile ferrite.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DSATURATE_LO=-1264 -DFOLD_M=5763 -DFERRITE_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libferrite.la
libferrite_la_SOURCES = \
	src/saturate.c \
	src/amplify.c \
	src/fold.c \
	src/radix.c \
	src/apply.c \
	src/version.c \
	src/params.h
libferrite_la_LDFLAGS = -version-info 5:9:0

ferriteincludedir = $(includedir)/ferrite
ferriteinclude_HEADERS = include/ferrite/ferrite.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = ferrite.pc

bin_PROGRAMS = ferrite-run
ferrite_run_SOURCES = tools/ferrite-run.c
ferrite_run_LDADD = libferrite.la

check_PROGRAMS = tests/check_saturate tests/check_radix
tests_check_saturate_LDADD = libferrite.la
tests_check_radix_LDADD = libferrite.la
TESTS = tests/check_saturate tests/check_radix tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure --prefix=/opt/vendor/ferrite > /tmp/configure.log
make -j2
make check
make install
echo '/opt/vendor/ferrite' > /etc/ld.so.conf.d/ferrite.conf
ldconfig
installed=/opt/vendor/ferrite
"$installed/bin/ferrite-run" < examples/input.txt | diff - examples/expected.txt
