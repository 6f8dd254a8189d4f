#include "quill/quill.h"
#include "params.h"

long quill_scale(long x)
{
    return x * SCALE_K;
}
