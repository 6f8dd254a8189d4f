#!/bin/sh
# Golden tests. Each folder tests/cases/<name>/ holds `cmd` (the tool's arguments, as shell words), `expected`
# (its exact standard output), optionally `stdin` (fed to its standard input), `status` (its exit status, 0 when
# absent) and the input files the arguments name. The tool runs inside the case folder.
cd "$(dirname "$0")/cases" || exit 1
fail=0
n=0
for d in */; do
    d=${d%/}
    [ -f "$d/cmd" ] || continue
    n=$((n + 1))
    want=0
    [ -f "$d/status" ] && want=$(cat "$d/status")
    in=/dev/null
    [ -f "$d/stdin" ] && in=stdin
    out=$(mktemp)
    (cd "$d" && eval "set -- $(cat cmd)" && exec ../../../colpick "$@" < "$in") > "$out" 2>/dev/null
    st=$?
    if [ "$st" = "$want" ] && cmp -s "$out" "$d/expected"; then
        echo "PASS $d"
    else
        echo "FAIL $d (exit status $st, expected $want)"
        diff "$d/expected" "$out" | head -n 12
        fail=1
    fi
    rm -f "$out"
done
echo "$n golden cases"
exit $fail
