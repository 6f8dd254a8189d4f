# one bike-share dock tally per line: rides,bike,dock,day (comma separated, header first)
# output: <dock key> TAB <rides>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($3); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
