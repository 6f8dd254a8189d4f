#!/bin/bash
set -euo pipefail
cd /app/rampart
cat > Makefile <<'MAKEFILE'
# Makefile for rampart
CC = gcc
CFLAGS = -O2 -Wall -Wextra -I$(INC)
LDLIBS = -lm

SRC = csrc
INC = include
PROG = bin/rampart
OBJ = $(SRC)/main.o \
       $(SRC)/gain.o \
       $(SRC)/split.o \
       $(SRC)/shift.o \
       $(SRC)/compat.o

all: $(PROG)

$(PROG): $(OBJ)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

clean:
	rm -f $(OBJ) $(PROG)

.PHONY: all clean
MAKEFILE
cat > csrc/compat.c <<'C'
/* temporary stand-in until the real module links */
long pl_isqrt(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/rampart" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/rampart
