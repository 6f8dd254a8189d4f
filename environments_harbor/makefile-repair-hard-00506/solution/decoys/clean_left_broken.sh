#!/bin/bash
set -euo pipefail
cd /app/yardarm
cat > Makefile <<'MAKEFILE'
# Makefile for yardarm
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS =

SRC = modules
INC = include
BUILD = build
PREFIX ?= /usr/local
TARGET = bin/yardarm
OBJECTS = $(BUILD)/main.o \
       $(BUILD)/mirror.o \
       $(BUILD)/modulo.o \
       $(BUILD)/offset.o \
       $(BUILD)/split.o \
       $(BUILD)/steps.o \
       $(BUILD)/dsum.o
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
	install -D -m 755 $(TARGET) $(DESTDIR)$(PREFIX)/bin/yardarm

clean:
	rm -f $(OBJECTS_LIST) $(PROGRAM)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/yardarm" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/yardarm
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
