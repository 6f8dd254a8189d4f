# one bike-share dock tally per line: dock,rides,bike,day (comma separated, header first)
# output: <dock key> TAB <rides>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($1); gsub(/^ +| +$/, "", e)
    q = $2
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
