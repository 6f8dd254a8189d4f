#!/bin/bash
set -euo pipefail
cd /app/dynamo
cat > Makefile <<'MAKEFILE'
# Makefile for dynamo
CC = gcc
CFLAGS = -O2 -Wall -I$(INC)
LDLIBS = -lm

SRC = src
INC = hdr
BIN = bin/dynamo
OBJS = $(SRC)/main.o \
       $(SRC)/quadratic.o \
       $(SRC)/collatz.o \
       $(SRC)/root.o \
       $(SRC)/shift.o

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
cat examples/input.txt | "$PWD/bin/dynamo" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/dynamo
