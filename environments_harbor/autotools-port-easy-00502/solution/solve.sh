#!/bin/bash
set -euo pipefail
cd /usr/src/dynamo-2.8.4
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([dynamo], [2.8.4], [dynamo-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

AC_CONFIG_FILES([Makefile dynamo.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DHASH_A=9 -DHASH_C=52 -DDYNAMO_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libdynamo.la
libdynamo_la_SOURCES = \
	src/steps.c \
	src/hash.c \
	src/gcd.c \
	src/apply.c \
	src/version.c \
	src/params.h
libdynamo_la_LDFLAGS = -version-info 6:0:0

dynamoincludedir = $(includedir)/dynamo
dynamoinclude_HEADERS = include/dynamo/dynamo.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = dynamo.pc

bin_PROGRAMS = dynamo-cli
dynamo_cli_SOURCES = tools/dynamo-cli.c
dynamo_cli_LDADD = libdynamo.la

check_PROGRAMS = tests/check_gcd tests/check_hash
tests_check_gcd_LDADD = libdynamo.la
tests_check_hash_LDADD = libdynamo.la
TESTS = tests/check_gcd tests/check_hash tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt
AM
autoreconf -fi
./configure --prefix=/opt/vendor/dynamo > /tmp/configure.log
make -j2
make check
make install
installed=/opt/vendor/dynamo
"$installed/bin/dynamo-cli" < examples/input.txt | diff - examples/expected.txt
