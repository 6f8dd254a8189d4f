# one print job per line: printer,date,pages,site (comma separated, header first)
# output: <site key> TAB <pages>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $3
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
