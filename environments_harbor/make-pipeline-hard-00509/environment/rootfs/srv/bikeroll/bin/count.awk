# per-key row count and sum of one cleaned shard: key TAB rows TAB total
{ n[$1]++; s[$1] += $2 }
END { for (k in n) print k "\t" n[k] "\t" s[k] }
