#!/bin/bash
set -euo pipefail
cd /app/wicket
cat > Makefile <<'MAKEFILE'
# Makefile for wicket
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
LDLIBS =

SRC = csrc
INC = include
TARGET = bin/wicket
OBJECTS = $(SRC)/main.o \
       $(SRC)/saturate.o \
       $(SRC)/mix.o \
       $(SRC)/common.o \
       $(SRC)/flip.o

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
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/wicket" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/wicket
