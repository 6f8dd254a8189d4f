#!/bin/bash
set -euo pipefail
cd /app/pylon
cat > Makefile <<'MAKEFILE'
# Makefile for pylon
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = modules
INC = include
PREFIX ?= /usr/local
PROG = bin/pylon
OBJ = $(SRC)/main.o \
       $(SRC)/root.o \
       $(SRC)/scramble.o \
       $(SRC)/modulo.o \
       $(SRC)/reduce.o \
       $(SRC)/bias.o
DEPS = $(OBJ:.o=.d)

all: $(PROG)

$(PROG): $(OBJ)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(PROG)
	install -D -m 755 $(PROG) $(PREFIX)/bin/pylon

clean:
	rm -f $(OBJ) $(PROG) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/pylon" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/pylon
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
