#!/bin/bash
set -euo pipefail
cd /app/bitmill
cat > Makefile <<'MAKEFILE'
# Makefile for bitmill
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = lib
INC = headers
PREFIX ?= /usr/local
EXE = bin/bitmill
OBJFILES = $(SRC)/main.o \
       $(SRC)/radix.o \
       $(SRC)/curve.o \
       $(SRC)/clamp.o \
       $(SRC)/steps.o \
       $(SRC)/mix.o
DEPS = $(OBJFILES:.o=.d)

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(EXE)
	install -D -m 755 $(EXE) $(DESTDIR)$(PREFIX)/bin/bitmill

clean:
	rm -f $(OBJECTS_LIST) $(PROGRAM)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/bitmill" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/bitmill
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
