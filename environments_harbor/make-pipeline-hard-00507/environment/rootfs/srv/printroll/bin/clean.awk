# one print job per line: printer,date,site,pages (comma separated, header first)
# output: <site key> TAB <pages>, invalid rows dropped
# first file: the reference table (entity,region)
FNR == NR { ref[$1] = $2; next }
FNR == 1 { next }
{
    e = tolower($3); gsub(/^ +| +$/, "", e)
    q = $4
    if (e == "" || q !~ /^[0-9]+$/) next
    if (!(e in ref)) next
    print ref[e] "\t" q
}
