#!/bin/sh
# Runs the freshly built tool on the examples (srcdir is exported by the automake test harness).
: "${srcdir:=.}"
./dynamo-cli < "$srcdir/examples/input.txt" > examples.out || exit 1
diff "$srcdir/examples/expected.txt" examples.out
