#!/bin/bash
set -euo pipefail
cd /app/bramble
cat > Makefile <<'MAKEFILE'
# Makefile for bramble
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
LDLIBS = -lm

SRC = source
INC = include
EXE = bin/bramble
OBJFILES = $(SRC)/main.o \
       $(SRC)/steps.o \
       $(SRC)/isqrt.o \
       $(SRC)/digitsum.o \
       $(SRC)/compat.o

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

clean:
	rm -f $(OBJFILES) $(EXE)

.PHONY: all clean
MAKEFILE
cat > source/compat.c <<'C'
/* temporary stand-in until the real module links */
long fx_gcd(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/bramble" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/bramble
