# one bike-share dock tally per line: rides,day,bike,dock (comma separated, header first)
# output: <dock key> TAB <rides>, invalid rows dropped
# first file: the reference table (entity,region)
FNR == NR { ref[$1] = $2; next }
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    if (!(e in ref)) next
    print ref[e] "\t" q
}
