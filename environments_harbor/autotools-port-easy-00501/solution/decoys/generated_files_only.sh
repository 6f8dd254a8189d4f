#!/bin/bash
set -euo pipefail
cd /usr/src/quanta-2.9.0
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([quanta], [2.9.0], [quanta-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

AC_CONFIG_FILES([Makefile quanta.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DSCRAMBLE_K=8907 -DSATURATE_HI=35071 -DQUANTA_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libquanta.la
libquanta_la_SOURCES = \
	src/scramble.c \
	src/saturate.c \
	src/crossfoot.c \
	src/apply.c \
	src/version.c \
	src/params.h
libquanta_la_LDFLAGS = -version-info 6:5:5

quantaincludedir = $(includedir)/quanta
quantainclude_HEADERS = include/quanta/quanta.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = quanta.pc

bin_PROGRAMS = quanta-filter
quanta_filter_SOURCES = tools/quanta-filter.c
quanta_filter_LDADD = libquanta.la

check_PROGRAMS = tests/check_scramble tests/check_saturate
tests_check_scramble_LDADD = libquanta.la
tests_check_saturate_LDADD = libquanta.la
TESTS = tests/check_scramble tests/check_saturate tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure --prefix=/opt/quanta-1 > /tmp/configure.log
make -j2
make check
make install
installed=/opt/quanta-1
"$installed/bin/quanta-filter" < examples/input.txt | diff - examples/expected.txt
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([quanta], [2.9.0], [quanta-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

AC_CONFIG_FILES([Makefile quanta.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DSCRAMBLE_K=8907 -DSATURATE_HI=35071 -DQUANTA_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libquanta.la
libquanta_la_SOURCES = \
	src/scramble.c \
	src/crossfoot.c \
	src/apply.c \
	src/version.c \
	src/params.h
libquanta_la_LDFLAGS = -version-info 6:5:5

quantaincludedir = $(includedir)/quanta
quantainclude_HEADERS = include/quanta/quanta.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = quanta.pc

bin_PROGRAMS = quanta-filter
quanta_filter_SOURCES = tools/quanta-filter.c
quanta_filter_LDADD = libquanta.la

check_PROGRAMS = tests/check_scramble tests/check_saturate
tests_check_scramble_LDADD = libquanta.la
tests_check_saturate_LDADD = libquanta.la
TESTS = tests/check_scramble tests/check_saturate tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
