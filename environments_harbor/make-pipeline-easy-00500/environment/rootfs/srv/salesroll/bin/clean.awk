# one point-of-sale line per line: day,sku,store,qty (comma separated, header first)
# output: <store key> TAB <qty>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($3); gsub(/^ +| +$/, "", e)
    q = $4
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
