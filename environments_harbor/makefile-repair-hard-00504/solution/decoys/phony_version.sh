#!/bin/bash
set -euo pipefail
cd /app/gauge
cat > Makefile <<'MAKEFILE'
# Makefile for gauge
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS =

SRC = lib
INC = headers
BUILD = build
PREFIX ?= /usr/local
EXE = bin/gauge
OBJFILES = $(BUILD)/main.o \
       $(BUILD)/orbit.o \
       $(BUILD)/gcd.o \
       $(BUILD)/shift.o \
       $(BUILD)/poly.o \
       $(BUILD)/digits.o \
       $(BUILD)/reduce.o
DEPS = $(OBJFILES:.o=.d)

all: version $(EXE)

version:
	mkdir -p $(BUILD)
	sed 's/.*/#define APP_VERSION "&"/' VERSION > $(BUILD)/version.h

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(BUILD)/%.o: $(SRC)/%.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

install: $(EXE)
	install -D -m 755 $(EXE) $(DESTDIR)$(PREFIX)/bin/gauge

clean:
	rm -rf $(BUILD) $(EXE)

-include $(DEPS)

.PHONY: all clean install version
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/gauge" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/gauge
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
