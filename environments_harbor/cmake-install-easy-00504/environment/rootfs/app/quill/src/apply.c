#include "quill/quill.h"

long quill_apply(long x)
{
    x = quill_boost(x);
    x = quill_split(x);
    x = quill_bias(x);
    x = quill_wrap(x);
    return x;
}
