#!/bin/bash
set -euo pipefail
cd /app/cinder
cat > Makefile <<'MAKEFILE'
# Makefile for cinder
CC = gcc
CFLAGS = -O2 -Wall -Wextra -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = hdr
BUILD = build
PREFIX ?= /usr/local
BIN = bin/cinder
OBJS = $(BUILD)/main.o \
       $(BUILD)/fold.o \
       $(BUILD)/limit.o \
       $(BUILD)/gcdkey.o \
       $(BUILD)/root.o \
       $(BUILD)/nudge.o \
       $(BUILD)/compat.o
DEPS = $(OBJS:.o=.d)

all: $(BIN)

$(BIN): $(OBJS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(BUILD)/%.o: $(SRC)/%.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD):
	mkdir -p $@

$(BUILD)/version.h: VERSION | $(BUILD)
	sed 's/.*/#define APP_VERSION "&"/' $< > $@

$(BUILD)/main.o: $(BUILD)/version.h

install: $(BIN)
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/cinder

clean:
	rm -rf $(BUILD) $(BIN)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
cat > src/compat.c <<'C'
/* temporary stand-in until the real module links */
long fx_amplify(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/cinder" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/cinder
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
