#include "quill/quill.h"
#include "params.h"

long quill_bias(long x)
{
    return x + (BIAS_K);
}
