# one smart-meter interval reading per line: kwh,meter,hour,station (comma separated, header first)
# output: <station key> TAB <kwh>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
