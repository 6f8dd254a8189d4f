#!/bin/bash
set -euo pipefail
cd /app/embera
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([embera], [2.5.5], [embera-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_ARG_ENABLE([turbo],
    [AS_HELP_STRING([--enable-turbo], [build the turbo transform stage (production builds use it)])],
    [], [enable_turbo=no])
AM_CONDITIONAL([WITH_TURBO], [test "x$enable_turbo" = xyes])

AC_CONFIG_FILES([Makefile embera.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include -DCURVE_A=2 -DCLAMP_HI=44717 -DEMBERA_VERSION=\"$(PACKAGE_VERSION)\"

lib_LTLIBRARIES = libembera.la
libembera_la_SOURCES = \
	src/dsum.c \
	src/curve.c \
	src/clamp.c \
	src/radix.c \
	src/apply.c \
	src/version.c \
	src/params.h
libembera_la_LDFLAGS = -version-info 2:0:0

if WITH_TURBO
libembera_la_SOURCES += src/scramble.c
AM_CPPFLAGS += -DEMBERA_WITH_SCRAMBLE
endif

emberaincludedir = $(includedir)/embera
emberainclude_HEADERS = include/embera/embera.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = embera.pc

bin_PROGRAMS = emberatool
emberatool_SOURCES = tools/emberatool.c
emberatool_LDADD = libembera.la

check_PROGRAMS = tests/check_curve tests/check_clamp
tests_check_curve_LDADD = libembera.la
tests_check_clamp_LDADD = libembera.la
TESTS = tests/check_curve tests/check_clamp tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt data/limits.cfg

AM_DISTCHECK_CONFIGURE_FLAGS = --enable-turbo

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
./configure --prefix=/usr/local/embera --enable-turbo > /tmp/configure.log
make -j2
make check
make install
make distcheck > /tmp/distcheck.log
tar -tzf embera-2.5.5.tar.gz | grep '/examples/expected.txt$' > /dev/null
echo '/usr/local/embera/lib' > /etc/ld.so.conf.d/embera.conf
ldconfig
ldconfig -p | grep 'libembera.so.2 .*=> /usr/local/embera/lib/' > /dev/null
installed=/usr/local/embera
"$installed/bin/emberatool" < examples/input.txt | diff - examples/expected.txt
