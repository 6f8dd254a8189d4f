#!/bin/bash
set -euo pipefail
cat > /app/bin/pagestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('faq\t18\t9\t1615\tfoxtrot:6,delta:4,hotel:3\tteam-id\nhome\t10\t7\t1807\tindia:4,delta:2,foxtrot:2\tteam-web\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('careers\t5\t3\t2285\tfoxtrot:2,echo:1,golf:1\tteam-core\ncheckout\t9\t7\t1315\tgolf:2,hotel:2,echo:1\tteam-data\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('about\t8\t7\t1317\tdelta:2,hotel:2,echo:1\tteam-web\nblog\t9\t7\t1189\tgolf:2,kilo:2,delta:1\tteam-edge\ndocs\t12\t8\t1195\techo:4,delta:2,india:2\tteam-core\npricing\t39\t4\t1197\tkilo:9,echo:7,foxtrot:6\tteam-edge\n')
PY_EOF
chmod 755 /app/bin/pagestats
