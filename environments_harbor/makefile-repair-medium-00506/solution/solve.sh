#!/bin/bash
set -euo pipefail
cd /app/yardarm
cat > Makefile <<'MAKEFILE'
# Makefile for yardarm
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
CFLAGS += -MMD -MP
LDLIBS =

SRC = src
INC = inc
PREFIX ?= /usr/local
BIN = bin/yardarm
OBJS = $(SRC)/main.o \
       $(SRC)/gcd.o \
       $(SRC)/hash.o \
       $(SRC)/dsum.o \
       $(SRC)/offset.o \
       $(SRC)/saturate.o
DEPS = $(OBJS:.o=.d)

all: $(BIN)

$(BIN): $(OBJS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(BIN)
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/yardarm

clean:
	rm -f $(OBJS) $(BIN) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/yardarm" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/yardarm
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
