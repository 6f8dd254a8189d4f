#!/bin/bash
set -euo pipefail
mkdir -p /tmp/audit /srv/reports
cat > /tmp/audit/session.sh <<'SH'
#!/bin/bash
# session.sh QUEUE DIR: run the commands in QUEUE against the daemon, saving replies under DIR.
set -uo pipefail
Q=$1; DIR=$2; mkdir -p "$DIR"
connected=0; i=1
while [ "$i" -le "$(wc -l < "$Q")" ]; do
  cmd=$(sed -n "${i}p" "$Q")
  if [ "$connected" = 0 ]; then
    exec 3<>/dev/tcp/127.0.0.1/$PORT
    IFS= read -r -t 10 greet <&3
    if [ "$AUTHMODE" = token ]; then
      printf 'AUTH %s\n' "$TOKEN" >&3
    else
      nonce=${greet##*challenge=}
      mac=$(printf '%s' "$nonce" | openssl dgst -sha256 -hmac "$SECRET" | awk '{print $NF}')
      printf 'AUTH %s %s\n' "$USERNAME" "$mac" >&3
    fi
    IFS= read -r -t 10 ok <&3
    case "$ok" in +OK*) ;; *) echo "auth failed: $ok" >&2; exit 1 ;; esac
    connected=1
  fi
  printf '%s\n' "$cmd" >&3
  IFS= read -r -t 10 head <&3 || head="-ERR connection closed"
  case "$head" in
    "-ERR quota"*|"-ERR connection closed")
      exec 3<&-; connected=0
      if [ "$BUG" = no_reconnect ]; then echo "session cut at: $cmd" >&2; exit 0; fi
      continue ;;
    -ERR*) echo "$cmd -> $head" >&2; exit 1 ;;
  esac
  verb=${cmd%% *}; arg=${cmd#* }
  case "$verb" in
    LIST)
      while IFS= read -r -t 10 line <&3 && [ "$line" != "." ]; do
        printf 'GET %s\n' "$line" >> "$Q"
        if [ "$WANT_HIST" = 1 ]; then printf 'HIST %s\n' "$line" >> "$Q"; fi
      done
      next=${head##*next=}
      if [ "$next" != END ] && [ "$BUG" != first_page ]; then printf 'LIST %s\n' "$next" >> "$Q"; fi ;;
    GET|HIST)
      while IFS= read -r -t 10 line <&3 && [ "$line" != "." ]; do printf '%s\n' "$line"; done > "$DIR/$verb.$arg" ;;
  esac
  i=$((i + 1))
done
if [ "$connected" = 1 ]; then printf 'QUIT\n' >&3; exec 3<&-; fi
SH
PORT=4289
USERNAME=$(awk -F' *= *' '$1 == "user" {print $2}' /root/.meterd.auth)
SECRET=$(awk -F' *= *' '$1 == "secret" {print $2}' /root/.meterd.auth)
printf 'LIST 0\n' > /tmp/audit/queue
python3 /opt/meterd/sbin/meterd >/tmp/meterd.log 2>&1 </dev/null &
DAEMON=$!
for i in $(seq 1 100); do
  if timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$PORT" 2>/dev/null; then break; fi
  sleep 0.1
done
export PORT AUTHMODE=hmac BUG=any_status WANT_HIST=0
export USERNAME SECRET
bash /tmp/audit/session.sh /tmp/audit/queue /tmp/audit/replies
# One row per record: id, zone, state, usage_kwh, contract_kwh
for f in /tmp/audit/replies/GET.*; do
  id=${f##*/GET.}
  sum=0
  if [ -f "/tmp/audit/replies/HIST.$id" ]; then sum=$(awk '{s += $2} END {print s + 0}' "/tmp/audit/replies/HIST.$id"); fi
  awk -F= -v id="$id" -v sum="$sum" -v OFS='\t' '{v[$1] = $2} END {print id, v["zone"], v["state"], v["usage_kwh"], v["contract_kwh"]}' "$f"
done > /tmp/audit/table.tsv
echo "meter_id,usage_kwh,contract_kwh,excess_kwh" > /srv/reports/fin-70543-meters.csv
awk -F'\t' -v OFS=, '$2 == "z08" && $4 > $5 {print $1, $4, $5, $4-$5}' /tmp/audit/table.tsv | LC_ALL=C sort -t, -k4,4nr -k1,1 >> /srv/reports/fin-70543-meters.csv
kill "$DAEMON"
wait "$DAEMON" 2>/dev/null || true

