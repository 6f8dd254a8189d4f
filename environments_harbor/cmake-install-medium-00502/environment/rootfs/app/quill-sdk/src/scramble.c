#include "quill/quill.h"
#include "params.h"

long quill_scramble(long x)
{
    return (x ^ SCRAMBLE_K) & 0xFFFF;
}
