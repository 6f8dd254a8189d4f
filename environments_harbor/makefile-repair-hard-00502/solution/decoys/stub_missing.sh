#!/bin/bash
set -euo pipefail
cd /app/dynamo
cat > Makefile <<'MAKEFILE'
# Makefile for dynamo
CC = gcc
CFLAGS = -O2 -Wall -Wextra -I$(INC) -I$(BUILD)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = csrc
INC = include
BUILD = build
PREFIX ?= /usr/local
BIN = bin/dynamo
OBJS = $(BUILD)/main.o \
       $(BUILD)/whiten.o \
       $(BUILD)/reverse.o \
       $(BUILD)/radix.o \
       $(BUILD)/bound.o \
       $(BUILD)/downscale.o \
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
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/dynamo

clean:
	rm -rf $(BUILD) $(BIN)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
cat > csrc/compat.c <<'C'
/* temporary stand-in until the real module links */
long fx_poly(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/dynamo" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/dynamo
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
