# one closed support ticket per line: opened,queue,agent,minutes (comma separated, header first)
# output: <queue key> TAB <minutes>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($2); gsub(/^ +| +$/, "", e)
    q = $4
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
