#include "quill/quill.h"

long quill_apply(long x)
{
    x = quill_whiten(x);
    x = quill_steps(x);
    x = quill_radix(x);
    x = quill_split(x);
    return quill_lookup(x);
}
