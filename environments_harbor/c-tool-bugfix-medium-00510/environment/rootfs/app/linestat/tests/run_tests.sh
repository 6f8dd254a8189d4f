#!/bin/sh
# Golden tests: each line of tests/cases.txt is `<name>|<arguments>`; expected output in tests/expected/<name>.out
cd "$(dirname "$0")/.." || exit 1
fail=0
while IFS='|' read -r name args; do
    [ -z "$name" ] && continue
    ./linestat $args > /tmp/linestat-test.out 2>/dev/null
    if cmp -s /tmp/linestat-test.out "tests/expected/$name.out"; then
        echo "PASS $name"
    else
        echo "FAIL $name"; diff -u "tests/expected/$name.out" /tmp/linestat-test.out | head -20
        fail=1
    fi
done < tests/cases.txt
exit $fail
