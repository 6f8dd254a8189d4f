#!/bin/bash
set -euo pipefail
cd /work/zephyr-4.11.1
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([zephyr], [4.11.1], [zephyr-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_ARG_ENABLE([extended],
    [AS_HELP_STRING([--enable-extended], [build the extended transform stage (production builds use it)])],
    [], [enable_extended=no])
AM_CONDITIONAL([WITH_EXTENDED], [test "x$enable_extended" = xyes])

AC_CONFIG_FILES([Makefile zephyr.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DCURVE_B=7 -DCURVE_M=59916 -DZEPHYR_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libzephyr.la
libzephyr_la_SOURCES = \
	src/saturate.c \
	src/reduce.c \
	src/radix.c \
	src/dsum.c \
	src/apply.c \
	src/version.c \
	src/params.h
libzephyr_la_LDFLAGS = -version-info 3:0:0

if WITH_EXTENDED
libzephyr_la_SOURCES += src/curve.c
AM_CPPFLAGS += -DZEPHYR_WITH_CURVE
endif

zephyrincludedir = $(includedir)/zephyr
zephyrinclude_HEADERS = include/zephyr/zephyr.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = zephyr.pc

bin_PROGRAMS = zephyrctl
zephyrctl_SOURCES = tools/zephyrctl.c
zephyrctl_LDADD = libzephyr.la

check_PROGRAMS = tests/check_dsum tests/check_reduce
tests_check_dsum_LDADD = libzephyr.la
tests_check_reduce_LDADD = libzephyr.la
TESTS = tests/check_dsum tests/check_reduce tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt data/limits.cfg

AM_DISTCHECK_CONFIGURE_FLAGS = --enable-extended

# runtime defaults, installed next to the package's other data
install-data-local:
	$(MKDIR_P) $(DESTDIR)$(pkgdatadir)
	$(INSTALL_DATA) $(srcdir)/data/limits.cfg $(DESTDIR)$(pkgdatadir)/limits.cfg

uninstall-local:
	rm -f $(DESTDIR)$(pkgdatadir)/limits.cfg
AM
libtoolize --copy --force --quiet
aclocal -I m4
autoconf
automake --add-missing --copy
./configure --prefix=/srv/sw/zephyr --enable-extended > /tmp/configure.log
make -j2
make check
make install
make distcheck > /tmp/distcheck.log
tar -tzf zephyr-4.11.1.tar.gz | grep '/examples/expected.txt$' > /dev/null
installed=/srv/sw/zephyr
"$installed/bin/zephyrctl" < examples/input.txt | diff - examples/expected.txt
