# one vehicle trip per line: vehicle,km,depot,date (comma separated, header first)
# output: <depot key> TAB <km>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($3); gsub(/^ +| +$/, "", e)
    q = $2
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
