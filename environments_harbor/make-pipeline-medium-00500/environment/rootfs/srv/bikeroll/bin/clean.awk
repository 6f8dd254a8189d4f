# one bike-share dock tally per line: bike,day,rides,dock (comma separated, header first)
# output: <dock key> TAB <rides>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $3
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
