#!/bin/bash
set -euo pipefail
cd /app/tallyho
cat > Makefile <<'MAKEFILE'
# Makefile for tallyho
CC = gcc
CFLAGS = -O2 -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = hdr
BUILD = build
PREFIX ?= /usr/local
TARGET = bin/tallyho
OBJECTS = $(BUILD)/main.o \
       $(BUILD)/crossfoot.o \
       $(BUILD)/collatz.o \
       $(BUILD)/shift.o \
       $(BUILD)/divisor.o \
       $(BUILD)/reverse.o \
       $(BUILD)/radix.o
DEPS = $(OBJECTS:.o=.d)

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
	install -D -m 755 $(TARGET) $(DESTDIR)$(PREFIX)/bin/tallyho

clean:
	rm -f $(OBJECTS_LIST) $(PROGRAM)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/tallyho" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/tallyho
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
