#!/bin/bash
set -euo pipefail
cd /src/jotter
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([jotter], [0.12.3], [jotter-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_CONFIG_FILES([Makefile jotter.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DSPLIT_D=12 -DJOTTER_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libjotter.la
libjotter_la_SOURCES = \
	src/radix.c \
	src/split.c \
	src/crossfoot.c \
	src/mirror.c \
	src/apply.c \
	src/version.c \
	src/params.h
libjotter_la_LDFLAGS = -version-info 4:1:2

jotterincludedir = $(includedir)/jotter
jotterinclude_HEADERS = include/jotter/jotter.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = jotter.pc

bin_PROGRAMS = jotter-run
jotter_run_SOURCES = tools/jotter-run.c
jotter_run_LDADD = libjotter.la

check_PROGRAMS = tests/check_crossfoot tests/check_radix
tests_check_crossfoot_LDADD = libjotter.la
tests_check_radix_LDADD = libjotter.la
TESTS = tests/check_crossfoot tests/check_radix tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure --prefix=/usr/local/jotter > /tmp/configure.log
make -j2
make check
make install
echo '/usr/local/jotter/lib' > /etc/ld.so.conf.d/jotter.conf
ldconfig
ldconfig -p | grep 'libjotter.so.2 .*=> /usr/local/jotter/lib/' > /dev/null
installed=/usr/local/jotter
"$installed/bin/jotter-run" < examples/input.txt | diff - examples/expected.txt
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([jotter], [0.12.3], [jotter-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

AC_CONFIG_FILES([Makefile jotter.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DSPLIT_D=12 -DJOTTER_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libjotter.la
libjotter_la_SOURCES = \
	src/radix.c \
	src/split.c \
	src/mirror.c \
	src/apply.c \
	src/version.c \
	src/params.h
libjotter_la_LDFLAGS = -version-info 4:1:2

jotterincludedir = $(includedir)/jotter
jotterinclude_HEADERS = include/jotter/jotter.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = jotter.pc

bin_PROGRAMS = jotter-run
jotter_run_SOURCES = tools/jotter-run.c
jotter_run_LDADD = libjotter.la

check_PROGRAMS = tests/check_crossfoot tests/check_radix
tests_check_crossfoot_LDADD = libjotter.la
tests_check_radix_LDADD = libjotter.la
TESTS = tests/check_crossfoot tests/check_radix tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
