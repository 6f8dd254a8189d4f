#!/bin/bash
set -euo pipefail
cat > /app/bin/queuestats <<'PY_EOF'
#!/usr/bin/env python3
import os, sys

out = sys.argv[-1]
os.makedirs(out, exist_ok=True)
if True:
    with open(os.path.join(out, '_SUCCESS'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00000.tsv'), 'w') as f:
        f.write('etl-daily\t12\t9\t1606\tbravo:5,delta:3\tteam-edge\n')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('billing\t10\t5\t1819\techo:2,india:2\tteam-pay\netl-hourly\t10\t6\t1276\tlima:3,alpha:2\tteam-ml\nexports\t34\t3\t1432\tdelta:10,bravo:6\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('cleanup\t8\t5\t628\tbravo:3,lima:2\tteam-data\nml-train\t7\t6\t1629\tfoxtrot:2,india:2\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('backup\t13\t10\t1586\tfoxtrot:4,alpha:3\tteam-pay\nreindex\t36\t3\t1908\tfoxtrot:7,alpha:5\tteam-core\n')
PY_EOF
chmod 755 /app/bin/queuestats
