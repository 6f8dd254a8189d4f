#!/bin/bash
set -euo pipefail
cd /app/ostrich
cat > Makefile <<'MAKEFILE'
# Makefile for ostrich
CC = gcc
CFLAGS = -O2 -Wall -Wextra -I$(INC)
LDLIBS = -lm

SRC = src
INC = include
BIN = bin/ostrich
OBJS = $(SRC)/main.o \
       $(SRC)/shift.o \
       $(SRC)/isqrt.o \
       $(SRC)/divisor.o \
       $(SRC)/compat.o

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
cat > src/compat.c <<'C'
/* temporary stand-in until the real module links */
long op_scale(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/ostrich" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/ostrich
