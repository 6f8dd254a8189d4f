# one point-of-sale line per line: sku,day,qty,store (comma separated, header first)
# output: <store key> TAB <qty>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $3
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
