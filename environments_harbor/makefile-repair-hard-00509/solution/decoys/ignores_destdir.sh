#!/bin/bash
set -euo pipefail
cd /app/tinker
cat > Makefile <<'MAKEFILE'
# Makefile for tinker
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = inc
BUILD = build
PREFIX ?= /usr/local
TARGET = bin/tinker
OBJECTS = $(BUILD)/main.o \
       $(BUILD)/isqrt.o \
       $(BUILD)/xorkey.o \
       $(BUILD)/shift.o \
       $(BUILD)/hash.o \
       $(BUILD)/limit.o \
       $(BUILD)/divide.o
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
	install -D -m 755 $(TARGET) $(PREFIX)/bin/tinker

clean:
	rm -rf $(BUILD) $(TARGET)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/tinker" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/tinker
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
