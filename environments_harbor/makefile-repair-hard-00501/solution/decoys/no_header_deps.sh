#!/bin/bash
set -euo pipefail
cd /app/numcrunch
cat > Makefile <<'MAKEFILE'
# Makefile for numcrunch
CC = gcc
CFLAGS = -O2 -Wall -Wextra -I$(INC) -I$(BUILD)
LDLIBS =

SRC = src
INC = include
BUILD = build
PREFIX ?= /usr/local
PROG = bin/numcrunch
OBJ = $(BUILD)/main.o \
       $(BUILD)/collatz.o \
       $(BUILD)/hash.o \
       $(BUILD)/gcdkey.o \
       $(BUILD)/fold.o \
       $(BUILD)/saturate.o \
       $(BUILD)/scale.o

all: $(PROG)

$(PROG): $(OBJ)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(BUILD)/%.o: $(SRC)/%.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

$(BUILD)/version.h: VERSION | $(BUILD)
	sed 's/.*/#define APP_VERSION "&"/' $< > $@

$(BUILD)/main.o: $(BUILD)/version.h

install: $(PROG)
	install -D -m 755 $(PROG) $(DESTDIR)$(PREFIX)/bin/numcrunch

clean:
	rm -rf $(BUILD) $(PROG)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/numcrunch" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/numcrunch
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
