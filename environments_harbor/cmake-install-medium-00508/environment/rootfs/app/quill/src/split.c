#include "quill/quill.h"
#include "params.h"

long quill_split(long x)
{
    return x / SPLIT_D;
}
