# one print job per line: pages,printer,date,site (comma separated, header first)
# output: <site key> TAB <pages>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
