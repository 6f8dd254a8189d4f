#!/bin/bash
set -euo pipefail
cd /app/vortex
cat > Makefile <<'MAKEFILE'
# Makefile for vortex
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
LDLIBS = -lm

SRC = src
INC = inc
BIN = bin/vortex
OBJS = $(SRC)/main.o \
       $(SRC)/modulo.o \
       $(SRC)/common.o \
       $(SRC)/radix.o \
       $(SRC)/backwards.o

all: $(BIN)

$(BIN): $(OBJS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

clean:
	rm -f $(OBJS) $(BIN)

.PHONY: all clean
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/vortex" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/vortex
