# one closed support ticket per line: agent,opened,minutes,queue (comma separated, header first)
# output: <queue key> TAB <minutes>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($4); gsub(/^ +| +$/, "", e)
    q = $3
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
