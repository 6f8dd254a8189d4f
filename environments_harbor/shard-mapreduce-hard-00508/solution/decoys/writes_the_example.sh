#!/bin/bash
set -euo pipefail
cat > /app/bin/routestats <<'PY_EOF'
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
        f.write('cart\t9\t8\t1507\tfoxtrot:2,lima:2,mike:2\tteam-ml\ncatalog\t11\t7\t897\tjuliet:3,kilo:3,foxtrot:2\tteam-ops\nexport\t18\t11\t1204\thotel:6,kilo:4,india:3\tteam-web\nhealth\t8\t6\t979\tfoxtrot:2,juliet:2,hotel:1\t-\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('invoices\t38\t3\t1581\talpha:9,kilo:9,india:6\t-\nlogin\t11\t9\t2064\tfoxtrot:3,juliet:3,india:2\tteam-data\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('search\t10\t8\t1358\tfoxtrot:3,hotel:3,alpha:1\tteam-pay\nusers\t10\t5\t882\tjuliet:3,lima:3,alpha:2\tteam-ops\n')
PY_EOF
chmod 755 /app/bin/routestats
