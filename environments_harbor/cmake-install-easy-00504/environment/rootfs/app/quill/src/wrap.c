#include "quill/quill.h"
#include "params.h"

long quill_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}
