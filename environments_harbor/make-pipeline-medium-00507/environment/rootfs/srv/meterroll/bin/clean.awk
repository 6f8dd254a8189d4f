# one smart-meter interval reading per line: station,hour,kwh,meter (comma separated, header first)
# output: <station key> TAB <kwh>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($1); gsub(/^ +| +$/, "", e)
    q = $3
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
