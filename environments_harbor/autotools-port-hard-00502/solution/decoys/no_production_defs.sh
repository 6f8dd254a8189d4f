#!/bin/bash
set -euo pipefail
cd /src/sigmax
cat > configure.ac <<'AC'
AC_PREREQ([2.69])
AC_INIT([sigmax], [1.18.6], [sigmax-dev@example.org])
AC_CONFIG_SRCDIR([src/apply.c])
AC_CONFIG_AUX_DIR([build-aux])
AC_CONFIG_MACRO_DIR([m4])
AM_INIT_AUTOMAKE([-Wall foreign subdir-objects])

AC_PROG_CC
AM_PROG_AR
LT_INIT([disable-static])

# sqrt() lives in libm
AC_CHECK_LIB([m], [sqrt], [], [AC_MSG_ERROR([libm is required])])

AC_ARG_ENABLE([tuned],
    [AS_HELP_STRING([--enable-tuned], [build the tuned transform stage (production builds use it)])],
    [], [enable_tuned=no])
AM_CONDITIONAL([WITH_TUNED], [test "x$enable_tuned" = xyes])

AC_CONFIG_FILES([Makefile sigmax.pc])
AC_OUTPUT
AC
cat > Makefile.am <<'AM'
ACLOCAL_AMFLAGS = -I m4

AM_CPPFLAGS = -I$(srcdir)/include

lib_LTLIBRARIES = libsigmax.la
libsigmax_la_SOURCES = \
	src/gain.c \
	src/gcd.c \
	src/ring.c \
	src/radix.c \
	src/apply.c \
	src/version.c \
	src/params.h
libsigmax_la_LDFLAGS = -version-info 5:1:0

if WITH_TUNED
libsigmax_la_SOURCES += src/reverse.c
AM_CPPFLAGS += -DSIGMAX_WITH_REVERSE
endif

sigmaxincludedir = $(includedir)/sigmax
sigmaxinclude_HEADERS = include/sigmax/sigmax.h

pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = sigmax.pc

bin_PROGRAMS = sigmax-run
sigmax_run_SOURCES = tools/sigmax-run.c
sigmax_run_LDADD = libsigmax.la

check_PROGRAMS = tests/check_gain tests/check_gcd
tests_check_gain_LDADD = libsigmax.la
tests_check_gcd_LDADD = libsigmax.la
TESTS = tests/check_gain tests/check_gcd tests/examples.sh
CLEANFILES = examples.out

EXTRA_DIST = tests/examples.sh examples/input.txt examples/expected.txt data/presets.ini

AM_DISTCHECK_CONFIGURE_FLAGS = --enable-tuned

# runtime defaults, installed next to the package's other data
install-data-local:
	$(MKDIR_P) $(DESTDIR)$(pkgdatadir)
	$(INSTALL_DATA) $(srcdir)/data/presets.ini $(DESTDIR)$(pkgdatadir)/presets.ini

uninstall-local:
	rm -f $(DESTDIR)$(pkgdatadir)/presets.ini
AM
libtoolize --copy --force --quiet
aclocal -I m4
autoconf
automake --add-missing --copy
./configure --prefix=/opt/sigmax-5 --enable-tuned > /tmp/configure.log
make -j2
make check || true
make install
make dist
tar -tzf sigmax-1.18.6.tar.gz | grep '/examples/expected.txt$' > /dev/null || true
echo '/opt/sigmax-5/lib' > /etc/ld.so.conf.d/sigmax.conf
ldconfig
ldconfig -p | grep 'libsigmax.so.5 .*=> /opt/sigmax-5/lib/' > /dev/null
installed=/opt/sigmax-5
"$installed/bin/sigmax-run" < examples/input.txt | diff - examples/expected.txt || true
