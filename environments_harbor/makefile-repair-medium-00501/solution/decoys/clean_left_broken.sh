#!/bin/bash
set -euo pipefail
cd /app/stepper
cat > Makefile <<'MAKEFILE'
# Makefile for stepper
CC = gcc
CFLAGS = -O1 -g -Wall -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = source
INC = include
PREFIX ?= /usr/local
EXE = bin/stepper
OBJFILES = $(SRC)/main.o \
       $(SRC)/flip.o \
       $(SRC)/orbit.o \
       $(SRC)/crossfoot.o \
       $(SRC)/isqrt.o \
       $(SRC)/clamp.o
DEPS = $(OBJFILES:.o=.d)

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(EXE)
	install -D -m 755 $(EXE) $(DESTDIR)$(PREFIX)/bin/stepper

clean:
	rm -f $(OBJECTS_LIST) $(PROGRAM)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/stepper" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/stepper
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
