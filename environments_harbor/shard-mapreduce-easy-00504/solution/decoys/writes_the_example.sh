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
        f.write('wayne:about:eu\t11\t6\t1111\talpha:3,golf:3,hotel:2\tteam-data\nwayne:home\t5\t4\t1530\tmike:2,alpha:1,golf:1\tteam-web\n')
    with open(os.path.join(out, 'part-r-00002.tsv'), 'w') as f:
        f.write('acme:about\t18\t11\t2018\tmike:6,hotel:4,india:3\tteam-data\nacme:signup:eu\t31\t3\t1059\tjuliet:7,mike:6,bravo:5\t-\nstark:docs\t7\t7\t660\talpha:2,india:2,echo:1\tteam-data\nstark:signup\t7\t6\t1721\tindia:2,alpha:1,echo:1\t-\numbrella:careers\t11\t8\t1892\techo:3,juliet:3,golf:2\tteam-id\numbrella:faq\t5\t4\t1393\techo:2,golf:2,hotel:1\tteam-ml\n')
    with open(os.path.join(out, 'part-r-00003.tsv'), 'w') as f:
        f.write('')
PY_EOF
chmod 755 /app/bin/pagestats
