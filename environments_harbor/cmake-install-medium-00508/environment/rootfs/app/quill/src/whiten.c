#include "quill/quill.h"
#include "params.h"

long quill_whiten(long x)
{
    return (x ^ WHITEN_K) & 0xFFFF;
}
