#!/bin/bash
set -euo pipefail
cd /app/marlin
cat > Makefile <<'MAKEFILE'
# Makefile for marlin
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC) -I$(BUILD)
LDLIBS = -lm

SRC = lib
INC = headers
BUILD = build
PREFIX ?= /usr/local
TARGET = bin/marlin
OBJECTS = $(BUILD)/main.o \
       $(BUILD)/scramble.o \
       $(BUILD)/sqrtfloor.o \
       $(BUILD)/saturate.o \
       $(BUILD)/wrap.o \
       $(BUILD)/hash.o \
       $(BUILD)/digitsum.o

all: $(TARGET)

$(TARGET): $(OBJECTS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJECTS) $(LDLIBS)

$(BUILD)/%.o: $(SRC)/%.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

$(BUILD)/version.h: VERSION | $(BUILD)
	sed 's/.*/#define APP_VERSION "&"/' $< > $@

$(BUILD)/main.o: $(BUILD)/version.h

install: $(TARGET)
	install -D -m 755 $(TARGET) $(DESTDIR)$(PREFIX)/bin/marlin

clean:
	rm -rf $(BUILD) $(TARGET)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/marlin" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/marlin
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
