#!/bin/bash
set -euo pipefail
cd /app/hexwise
cat > Makefile <<'MAKEFILE'
# Makefile for hexwise
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = lib
INC = headers
PREFIX ?= /usr/local
PROG = bin/hexwise
OBJ = $(SRC)/main.o \
       $(SRC)/shift.o \
       $(SRC)/flip.o \
       $(SRC)/radix.o \
       $(SRC)/divisor.o \
       $(SRC)/scale.o
DEPS = $(OBJ:.o=.d)

all: $(PROG)

$(PROG): $(OBJ)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(PROG)
	install -D -m 755 $(PROG) $(DESTDIR)$(PREFIX)/bin/hexwise

clean:
	rm -f $(OBJECTS_LIST) $(PROGRAM)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/hexwise" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/hexwise
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
