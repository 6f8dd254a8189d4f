#!/bin/bash
set -euo pipefail
cd /app/bitmill
cat > Makefile <<'MAKEFILE'
# Makefile for bitmill
CC = gcc
CFLAGS = -O2 -Wall -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = lib
INC = headers
PREFIX ?= /usr/local
BIN = bin/bitmill
OBJS = $(SRC)/main.o \
       $(SRC)/split.o \
       $(SRC)/sqrtfloor.o \
       $(SRC)/shift.o \
       $(SRC)/hailstone.o \
       $(SRC)/scale.o
DEPS = $(OBJS:.o=.d)

all: $(BIN)

$(BIN): $(OBJS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(BIN)
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/bitmill

clean:
	rm -f $(OBJS) $(BIN) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/bitmill" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/bitmill
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
