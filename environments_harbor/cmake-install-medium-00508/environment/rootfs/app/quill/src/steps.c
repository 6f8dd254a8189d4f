#include "quill/quill.h"
#include "params.h"

long quill_steps(long x)
{
    long n = (x < 0 ? -x : x) % STEPS_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}
