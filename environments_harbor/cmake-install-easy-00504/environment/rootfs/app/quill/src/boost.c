#include "quill/quill.h"
#include "params.h"

long quill_boost(long x)
{
    return x * BOOST_K;
}
