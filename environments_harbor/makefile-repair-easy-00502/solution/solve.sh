#!/bin/bash
set -euo pipefail
cd /app/rampart
cat > Makefile <<'MAKEFILE'
# Makefile for rampart
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
LDLIBS =

SRC = source
INC = include
BIN = bin/rampart
OBJS = $(SRC)/main.o \
       $(SRC)/mix.o \
       $(SRC)/nudge.o \
       $(SRC)/orbit.o \
       $(SRC)/hash.o

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
cat examples/input.txt | "$PWD/bin/rampart" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/rampart
