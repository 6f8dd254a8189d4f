# one vehicle trip per line: vehicle,depot,date,km (comma separated, header first)
# output: <depot key> TAB <km>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($2); gsub(/^ +| +$/, "", e)
    q = $4
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
