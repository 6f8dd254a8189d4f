# one print job per line: site,printer,date,pages (comma separated, header first)
# output: <site key> TAB <pages>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($1); gsub(/^ +| +$/, "", e)
    q = $4
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
