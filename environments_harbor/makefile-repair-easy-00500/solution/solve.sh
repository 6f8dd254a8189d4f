#!/bin/bash
set -euo pipefail
cd /app/umbra
cat > Makefile <<'MAKEFILE'
# Makefile for umbra
CC = gcc
CFLAGS = -O2 -Wall -I$(INC)
LDLIBS = -lm

SRC = src
INC = include
BIN = bin/umbra
OBJS = $(SRC)/main.o \
       $(SRC)/boost.o \
       $(SRC)/isqrt.o \
       $(SRC)/orbit.o \
       $(SRC)/divide.o

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
cat examples/input.txt | "$PWD/bin/umbra" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/umbra
