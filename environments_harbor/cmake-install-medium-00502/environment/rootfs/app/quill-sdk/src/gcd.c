#include "quill/quill.h"
#include "params.h"

long quill_gcd(long x)
{
    long a = x < 0 ? -x : x, b = GCD_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}
