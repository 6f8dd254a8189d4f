#!/bin/bash
set -euo pipefail
cd /app/ember
cat > Makefile <<'MAKEFILE'
# Makefile for ember
CC = gcc
CFLAGS = -O2 -g -Wall -std=c11 -I$(INC)
CFLAGS += -MMD -MP
LDLIBS = -lm

SRC = src
INC = inc
PREFIX ?= /usr/local
EXE = bin/ember
OBJFILES = $(SRC)/main.o \
       $(SRC)/gcdkey.o \
       $(SRC)/mix.o \
       $(SRC)/wrap.o \
       $(SRC)/sqrtfloor.o \
       $(SRC)/gain.o
DEPS = $(OBJFILES:.o=.d)

all: $(EXE)

$(EXE): $(OBJFILES)
	mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(OBJFILES) $(LDLIBS)

$(SRC)/%.o: $(SRC)/%.c
	$(CC) $(CFLAGS) -c -o $@ $<

install: $(EXE)
	install -D -m 755 $(EXE) $(PREFIX)/bin/ember

clean:
	rm -f $(OBJFILES) $(EXE) $(DEPS)

-include $(DEPS)

.PHONY: all clean install
MAKEFILE
make clean >/dev/null 2>&1 || true
make -j4
cat examples/input.txt | "$PWD/bin/ember" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/ember
make install DESTDIR=/tmp/stage && ls -l /tmp/stage/usr/local/bin
