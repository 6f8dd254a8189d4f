#include "quill/quill.h"

long quill_apply(long x)
{
    x = quill_scramble(x);
    x = quill_scale(x);
    x = quill_gcd(x);
    x = quill_hash(x);
    return quill_lookup(x);
}
