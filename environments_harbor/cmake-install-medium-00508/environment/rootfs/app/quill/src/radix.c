#include <math.h>
#include "quill/quill.h"
#include "params.h"

long quill_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}
