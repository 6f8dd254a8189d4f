#!/bin/bash
set -euo pipefail
cd /app/quanta
cat > Makefile <<'MAKEFILE'
# Makefile for quanta
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = hdr
PREFIX ?= /usr/local
PROG = bin/quanta
OBJ = $(SRC)/main.o \
       $(SRC)/modulo.o \
       $(SRC)/nudge.o \
       $(SRC)/radix.o \
       $(SRC)/scramble.o \
       $(SRC)/reduce.o
DEPS = $(OBJ:.o=.d)

all: $(PROG)

$(PROG): $(OBJ)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(PROG)
	install -D -m 755 $(PROG) $(DESTDIR)$(PREFIX)/bin/quanta

clean:
	rm -f $(OBJ) $(PROG) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/quanta" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/quanta
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
