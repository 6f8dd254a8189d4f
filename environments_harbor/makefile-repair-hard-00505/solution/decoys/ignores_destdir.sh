#!/bin/bash
set -euo pipefail
cd /app/rampart
cat > Makefile <<'MAKEFILE'
# Makefile for rampart
CC = gcc
CFLAGS = -O2 -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = lib
INC = headers
BUILD = build
PREFIX ?= /usr/local
TARGET = bin/rampart
OBJECTS = $(BUILD)/main.o \
       $(BUILD)/divisor.o \
       $(BUILD)/split.o \
       $(BUILD)/radix.o \
       $(BUILD)/curve.o \
       $(BUILD)/mirror.o \
       $(BUILD)/offset.o
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
	install -D -m 755 $(TARGET) $(PREFIX)/bin/rampart

clean:
	rm -rf $(BUILD) $(TARGET)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/rampart" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/rampart
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
