# one closed support ticket per line: minutes,queue,opened,agent (comma separated, header first)
# output: <queue key> TAB <minutes>, invalid rows dropped
FNR == 1 { next }
{
    e = tolower($2); gsub(/^ +| +$/, "", e)
    q = $1
    if (e == "" || q !~ /^[0-9]+$/) next
    print e "\t" q
}
