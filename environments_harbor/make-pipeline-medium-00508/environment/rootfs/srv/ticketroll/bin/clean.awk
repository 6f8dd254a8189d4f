# one closed support ticket per line: queue,minutes,opened,agent (comma separated, header first)
# output: <queue key> TAB <minutes>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($1); gsub(/^ +| +$/, "", e)
    q = $2
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
