# one vehicle trip per line: km,vehicle,date,depot (comma separated, header first)
# output: <depot key> TAB <km>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
