#!/bin/bash
set -euo pipefail
cd /app/wicket
cat > Makefile <<'MAKEFILE'
# Makefile for wicket
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS =

SRC = csrc
INC = include
BUILD = build
PREFIX ?= /usr/local
EXE = bin/wicket
OBJFILES = $(BUILD)/main.o \
       $(BUILD)/scramble.o \
       $(BUILD)/hailstone.o \
       $(BUILD)/clamp.o \
       $(BUILD)/split.o \
       $(BUILD)/gcdkey.o \
       $(BUILD)/digits.o
DEPS = $(OBJFILES:.o=.d)

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(BUILD)/%.o: $(SRC)/%.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

$(BUILD)/version.h: VERSION | $(BUILD)
	sed 's/.*/#define APP_VERSION "&"/' $< > $@

$(BUILD)/main.o: $(BUILD)/version.h

install: $(EXE)
	install -D -m 755 $(EXE) $(DESTDIR)$(PREFIX)/bin/wicket

clean:
	rm -rf $(BUILD) $(EXE)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/wicket" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/wicket
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
