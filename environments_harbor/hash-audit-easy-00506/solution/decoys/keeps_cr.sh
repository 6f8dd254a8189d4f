#!/bin/bash
set -euo pipefail
cat > /tmp/audit.sh <<'SH'
#!/bin/bash
set -euo pipefail
BUG="keeps_cr"
LEAK="/var/tmp/ir/sec-6692"
WL="/var/tmp/ir/sec-6692/wordlist.txt"
OUT="/srv/forensics/sec-6692/findings"
REPORT="$OUT/password_audit.csv"
export LC_ALL=C
T=$(mktemp -d)
mkdir -p "$OUT"

# The candidate words: one per line without its line terminator (the list mixes LF and CRLF), deduplicated.
if [ "$BUG" = keeps_cr ]; then cat "$WL"; else tr -d '\r' < "$WL"; fi | grep -v '^$' | sort | uniq > "$T/words"


DUMP="$LEAK/accounts.csv"
# hash:user, sorted on the hash for join
tail -n +2 "$DUMP" | cut -d, -f2,4 | awk -F, '{print $2 ":" $1}' | sort -t: -k1,1 > "$T/by_hash"
# The digest length says which algorithm: 32 MD5, 40 SHA-1, 64 SHA-256.
cut -d: -f1 "$T/by_hash" | awk '{print length($0)}' | sort -u > "$T/lengths"
digest() {
    case "$1" in
        32) md5sum ;;
        40) sha1sum ;;
        64) sha256sum ;;
    esac
}
while read -r len; do
    [ "$BUG" = md5_only ] && len=32
    while IFS= read -r w; do
        h=$(printf '%s' "$w" | digest "$len")
        printf '%s:%s\n' "${h%% *}" "$w"
    done < "$T/words"
done < "$T/lengths" | sort -t: -k1,1 -u > "$T/table"
join -t: -o 1.2,2.2 "$T/by_hash" "$T/table" | sort -t: -k1,1 > "$T/found"
cut -d: -f2 "$T/by_hash" | sort > "$T/all"
cut -d: -f1 "$T/found" | sort | comm -23 "$T/all" - > "$T/missed"
{
    echo "account,status,password"
    {
        awk -F: '{print $1 ",cracked," $2}' "$T/found"
        [ "$BUG" = cracked_only ] || awk '{print $0 ",not_cracked,"}' "$T/missed"
    } | sort
} > "$REPORT"
SH
bash /tmp/audit.sh
