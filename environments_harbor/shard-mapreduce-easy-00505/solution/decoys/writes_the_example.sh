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
        f.write('t-1001\t12\t10\t1480\tindia:3,juliet:3\t-\nt-1007\t12\t9\t785\tfoxtrot:5,alpha:2\tteam-core\nt-1013\t7\t6\t1800\tfoxtrot:2,lima:2\tteam-edge\nt-1021\t12\t10\t1227\talpha:3,india:3\tteam-id\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('t-1002\t11\t7\t1933\talpha:3,juliet:3\tteam-pay\nt-1034\t31\t4\t1922\tfoxtrot:5,india:5\tteam-ops\nt-1055\t12\t9\t1349\tindia:3,juliet:3\tteam-ops\nt-1089\t12\t8\t1486\tmike:5,hotel:3\t-\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('')
PY_EOF
chmod 755 /app/bin/playstats
