#!/bin/bash
set -euo pipefail
cat > /tmp/audit.sh <<'SH'
#!/bin/bash
set -euo pipefail
BUG="no_rules"
LEAK="/home/auditor/incident/dump"
WL="/home/auditor/incident/dump/corp_dictionary.lst"
OUT="/opt/pwaudit/results"
REPORT="$OUT/crack_report.csv"
export LC_ALL=C
T=$(mktemp -d)
mkdir -p "$OUT"

# The candidate words: one per line without its line terminator (the list mixes LF and CRLF), deduplicated.
if [ "$BUG" = keeps_cr ]; then cat "$WL"; else tr -d '\r' < "$WL"; fi | grep -v '^$' | sort | uniq > "$T/words"


# Expand the wordlist with the policy's rules (candidate<TAB>rule; a candidate keeps its first rule).
RULES="none capitalize uppercase"
[ "$BUG" = no_rules ] && RULES="none"
[ "$BUG" = no_leet ] && RULES="${RULES/ leet/}"
awk -v rules="$RULES" -v y0=2015 -v y1=2018 '
    function emit(r, x,   d, y, c) {
        if (r == "none") print x "\t" r
        else if (r == "capitalize") print toupper(substr(x, 1, 1)) substr(x, 2) "\t" r
        else if (r == "uppercase") print toupper(x) "\t" r
        else if (r == "digit") { for (d = 0; d <= 9; d++) print x d "\t" r }
        else if (r == "year") { for (y = y0; y <= y1; y++) print x y "\t" r }
        else if (r == "leet") {
            c = x; gsub(/a/, "4", c); gsub(/e/, "3", c); gsub(/i/, "1", c); gsub(/o/, "0", c); gsub(/s/, "5", c)
            print c "\t" r
        }
    }
    { w[NR] = $0 }
    END { n = split(rules, R, " "); for (i = 1; i <= n; i++) for (j = 1; j <= NR; j++) emit(R[i], w[j]) }
' "$T/words" | awk -F'\t' '!seen[$1]++' > "$T/cand.tsv"
cut -f1 "$T/cand.tsv" > "$T/cand.txt"

SHADOW="$LEAK/shadow"
if [ "$BUG" = locked_cracked ]; then
    sed 's/^\([^:]*\):!\$/\1:$/' "$LEAK/shadow" > "$T/shadow"   # "unlocks" the hashes to attack them too
    SHADOW="$T/shadow"
fi
unshadow "$LEAK/passwd" "$SHADOW" > "$T/combined"

# Core john loads one format per run: md5crypt natively, sha512crypt through the generic crypt(3) format.
: > "$T/found"
if [ "$BUG" = single_format ]; then
    john --wordlist="$T/cand.txt" "$T/combined" > /dev/null 2>&1 || true
    john --show "$T/combined" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
else
    awk -F: '$2 ~ /^\$1\$/' "$T/combined" > "$T/md5.pw"
    awk -F: '$2 ~ /^\$6\$/' "$T/combined" > "$T/sha.pw"
    if [ -s "$T/md5.pw" ]; then
        john --wordlist="$T/cand.txt" --format=md5crypt "$T/md5.pw" > /dev/null 2>&1 || true
        john --show --format=md5crypt "$T/md5.pw" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
    fi
    if [ -s "$T/sha.pw" ]; then
        john --wordlist="$T/cand.txt" --format=crypt "$T/sha.pw" > /dev/null 2>&1 || true
        john --show --format=crypt "$T/sha.pw" | awk -F: 'NF >= 7 {print $1 ":" $2 ":" $3}' >> "$T/found"
    fi
fi
sort -t: -k1,1 -o "$T/found" "$T/found"
awk -F: '$2 ~ /^\$/ {print $1}' "$SHADOW" | sort > "$T/hashed"
awk -F: '$2 ~ /^!\$/ {print $1}' "$SHADOW" | sort > "$T/locked"
cut -d: -f1 "$T/found" | comm -23 "$T/hashed" - > "$T/missed"

rows() {  # rows for one source: found (user:pw:...), missed, locked
    awk -F: -v pre="$1" 'NR == FNR {split($0, a, "\t"); rule[a[1]] = a[2]; next}
                         {print pre $1 ",cracked," $2 "," rule[$2]}' "$T/cand.tsv" "$2"
    [ "$BUG" = cracked_only ] || awk -v pre="$1" '{print pre $0 ",not_cracked,,"}' "$3"
    [ -z "$4" ] || awk -v pre="$1" '{print pre $0 ",locked,,"}' "$4"
}


{ echo "account,status,password,rule"; rows "" "$T/found" "$T/missed" "$T/locked" | sort; } > "$REPORT"
SH
bash /tmp/audit.sh
